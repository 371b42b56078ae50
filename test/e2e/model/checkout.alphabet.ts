/**
 * What a buyer's browser can do to the one checkout machine, for any shop: the events are the
 * same for every shop, and a shop's model (checkout-shops.ts) says which choices its page offers
 * and how its buyer gets an address. Ids here are the model's own (the page has the real ones):
 * they only need to tell the choices apart.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  checkoutMachine,
  type CheckoutContext,
  type CheckoutInput,
} from '../../../machines/checkout/checkout.machine'
import { contactComplete, paysOnConfirmingStep } from '../../../machines/checkout/checkout-steps'
import { knownOf } from '../../../machines/checkout/checkout-known'
import type {
  CheckoutPaymentType,
  Pricing,
  ShippingType,
} from '../../../machines/checkout/checkout-types'
import {
  actorDone as done,
  actorError as error,
  type AlphabetEvent,
  type BrowserAlphabet,
} from './select-paths'

export const ITEM = 1
export const ADDRESS = 21
export const OTHER_ADDRESS = 22
/** The guest's new address as typed (the page types 山田 花子's, addAddress). */
export const NEW_ADDRESS = {
  name: '山田 花子',
  phone: '09012345678',
  postcode: '1000001',
  prefecture: '東京都',
  prefectureCode: '13',
  city: '千代田区',
  town: '千代田',
  street: '1-1',
}

export interface CheckoutModel {
  title: string
  input: CheckoutInput
  /**
   * How the buyer gets the address: a guest adds one; a member chooses a saved one, and may
   * delete another one (`deletesOther`). A member's page chooses the latest saved address by
   * itself when shipping is chosen without one, so the model chooses the address first.
   */
  address: { kind: 'add' } | { kind: 'saved'; deletesOther: boolean }
  /** The shipping settings the page offers, by the name a test title gives the choice. */
  shippings: readonly (readonly [name: string, type: ShippingType])[]
  payments: readonly (readonly [name: string, type: CheckoutPaymentType])[]
  /** The model's price answer (the page's totals are the page realization's to know). */
  pricing: Pricing
  /**
   * The re-read after a lost answer can find the order the call made: the buyer has an order
   * list (a member). A guest's cart alone cannot tell.
   */
  findsLostOrder: boolean
}

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext

/**
 * The same buyer at the same store while it offers no shipping (the page loads its shipping
 * settings empty): nothing can be chosen for them, so the step waits in `unpriced`, with the
 * address, payment and contact still to give. Its paths keep what a buyer at a store offering a
 * shipping never sees, now that one is chosen on arrival.
 */
export const shipsNothing = (input: CheckoutInput): CheckoutInput => ({
  ...input,
  known: { ...input.known, shippings: [] },
})

/** Whether a model input is a store offering no shipping (the page realizes it with a fault). */
export const offersNoShipping = (input: unknown): boolean =>
  (input as CheckoutInput).known?.shippings?.length === 0
const isCod = (snapshot: AnyMachineSnapshot) => ctx(snapshot).shipping?.type === 'custom_cod'

function addressEvents(model: CheckoutModel): AlphabetEvent[] {
  const choose = (name: string): AlphabetEvent => ({
    name,
    kind: 'act',
    event: { type: 'checkout.address.choose', addressId: ADDRESS },
    enabled: (s) => ctx(s).addressId === null,
  })
  // A guest types a new address (a complete postcode, looked up by the page itself); Place the
  // order saves it, then places.
  if (model.address.kind === 'add') {
    return [
      {
        name: 'add an address',
        kind: 'act',
        event: { type: 'checkout.address.edit', values: NEW_ADDRESS },
        enabled: (s) => ctx(s).addressId === null && ctx(s).newAddress == null,
      },
      {
        name: 'address saved',
        kind: 'result',
        event: done('saveAddress', {
          id: ADDRESS,
          known: {
            id: ADDRESS,
            kind: 'delivery',
            name: NEW_ADDRESS.name,
            phone: NEW_ADDRESS.phone,
          },
        }),
      },
      { name: 'saving the address fails', kind: 'result', event: error('saveAddress', 'UNKNOWN') },
      {
        name: 'postcode found',
        kind: 'result',
        event: done('lookupPostcode', {
          prefecture: NEW_ADDRESS.prefecture,
          prefectureCode: NEW_ADDRESS.prefectureCode,
          city: NEW_ADDRESS.city,
          town: NEW_ADDRESS.town,
        }),
      },
    ]
  }
  if (!model.address.deletesOther) return [choose('choose the saved address')]
  return [
    choose('choose the saved address'),
    {
      name: 'delete the other address',
      kind: 'act',
      event: { type: 'checkout.address.delete', addressId: OTHER_ADDRESS },
      // The page offers Delete on every address but the chosen one, until it is gone.
      enabled: (s) => ctx(s).addressId === ADDRESS && !ctx(s).deletedAddressIds.length,
    },
    { name: 'address deleted', kind: 'result', event: done('deleteAddress', OTHER_ADDRESS) },
    {
      name: 'deleting fails',
      kind: 'result',
      event: error('deleteAddress', 'UNKNOWN'),
    },
  ]
}

/*
 * A radio or box already chosen sends nothing when clicked again, so a choice is offered only when
 * it changes something; cash on delivery goes only with cash-on-delivery shipping (the page
 * disables the other payments, and the other shippings, accordingly).
 */
function eventsOf(model: CheckoutModel): AlphabetEvent[] {
  const addressFirst = model.address.kind === 'saved'
  return [
    {
      name: 'choose regular goods',
      kind: 'act',
      event: { type: 'checkout.category.choose', category: 'normal' },
      enabled: (s) => ctx(s).category === null,
    },
    {
      name: 'tick the item',
      kind: 'act',
      event: { type: 'checkout.items.select', itemIds: [ITEM] },
      enabled: (s) => ctx(s).itemIds.length === 0,
    },
    {
      name: 'change the quantity',
      kind: 'act',
      event: { type: 'checkout.item.quantity', itemId: ITEM, quantity: 2 },
    },
    { name: 'quantity saved', kind: 'result', event: done('updateQuantity') },
    {
      name: 'quantity refused',
      kind: 'result',
      event: error('updateQuantity', 'ADD_CART_OUT_OF_STOCK'),
    },
    { name: 'accept the changes', kind: 'act', event: { type: 'checkout.changes.accept' } },
    { name: 'changes accepted', kind: 'result', event: done('acceptChanges', []) },
    { name: 'accepting fails', kind: 'result', event: error('acceptChanges', 'UNKNOWN') },
    ...model.shippings.map(([name, type], index): AlphabetEvent => ({
      name,
      kind: 'act',
      event: { type: 'checkout.shipping.choose', shipping: { settingId: 100 + index, type } },
      enabled: (s) =>
        ctx(s).shipping?.type !== type &&
        // The page offers the store's shippings only.
        (knownOf(ctx(s)).shippings?.some((shipping) => shipping.type === type) ?? true) &&
        (type === 'custom_cod' || ctx(s).payment?.type !== 'custom_cod') &&
        (!addressFirst || ctx(s).addressId !== null),
    })),
    ...addressEvents(model),
    ...model.payments.map(([name, type], index): AlphabetEvent => ({
      name,
      kind: 'act',
      event: { type: 'checkout.payment.choose', payment: { settingId: 200 + index, type } },
      enabled: (s) => ctx(s).payment?.type !== type && isCod(s) === (type === 'custom_cod'),
    })),
    {
      name: 'fill in e-mail and phone',
      kind: 'act',
      event: {
        type: 'checkout.contact.change',
        contact: { email: 'hanako@example.com', phone: '09012345678', buyerName: null },
      },
      enabled: (s) => !contactComplete(ctx(s)),
    },
    { name: 'price', kind: 'result', event: done('pricing', model.pricing) },
    { name: 'pricing fails', kind: 'result', event: error('pricing', 'UNKNOWN') },
    { name: 'try the total again', kind: 'act', event: { type: 'checkout.pricing.retry' } },
    { name: 'next', kind: 'act', event: { type: 'checkout.next' } },
    { name: 'back', kind: 'act', event: { type: 'checkout.back' } },
    ...(['category', 'products', 'shippingAndPayment', 'done'] as const).map(
      (step): AlphabetEvent => ({
        name: `open step ${step}`,
        kind: 'act',
        event: { type: 'checkout.step.open', step },
      }),
    ),
    { name: 'place the order', kind: 'act', event: { type: 'checkout.submit' } },
    {
      name: 'order placed',
      kind: 'result',
      event: done('placeOrder', { kind: 'placed', orderId: 1 }),
    },
    {
      name: 'items changed',
      kind: 'result',
      event: done('placeOrder', {
        kind: 'itemsChanged',
        items: [{ cart_item_id: ITEM, status_changes: ['price'] }],
      }),
    },
    {
      name: 'mixed goods refused',
      kind: 'result',
      event: done('placeOrder', { kind: 'refused', code: 'MIXED_SKU_TYPE_EXCEPTION' }),
    },
    {
      name: 'items not in the cart',
      kind: 'result',
      event: done('placeOrder', { kind: 'refused', code: 'NOT_FOUND_ITEM_IN_CART' }),
    },
    { name: 'answer lost', kind: 'result', event: done('placeOrder', { kind: 'unknown' }) },
    {
      name: 'cart says not ordered',
      kind: 'result',
      event: done('findPlacedOrder', { kind: 'notPlaced' }),
    },
    {
      name: 'cart cannot tell',
      kind: 'result',
      event: done('findPlacedOrder', { kind: 'unknown' }),
    },
    { name: 'cart unreadable', kind: 'result', event: error('findPlacedOrder', 'UNKNOWN') },
    ...(model.findsLostOrder
      ? [
          {
            name: 'order found',
            kind: 'result',
            event: done('findPlacedOrder', { kind: 'placed', orderId: 1 }),
          } as const,
        ]
      : []),
    { name: 'check again', kind: 'act', event: { type: 'checkout.recheck' } },
    {
      name: 'pay',
      kind: 'act',
      event: done('payment', { orderId: 1, outcome: 'paid' }),
    },
  ]
}

/**
 * Only an answer lost after the server ordered leaves an order for the re-read to find: the page
 * realization loses the answer after the order exactly when `order found` comes next.
 */
const realizable = (names: readonly string[]) =>
  names.every((name, index) => name !== 'order found' || names[index - 1] === 'answer lost')

export function checkoutAlphabetOf(model: CheckoutModel): BrowserAlphabet {
  return {
    title: model.title,
    machine: checkoutMachine,
    inputs: [model.input, shipsNothing(model.input)],
    events: eventsOf(model),
    realizable,
    // A method paid on a confirming step of its own (PayPay) is paid there, then done: both are
    // to be seen, though the states are the same as for a method paid on the done step.
    view: (snapshot) =>
      (snapshot.value === 'paying' || snapshot.value === 'done') &&
      paysOnConfirmingStep(ctx(snapshot))
        ? snapshot.value === 'paying'
          ? 'paying on the confirming step'
          : 'done after the confirming step'
        : null,
    key: (snapshot) => {
      const c = ctx(snapshot)
      return JSON.stringify({
        value: snapshot.value,
        category: c.category !== null,
        items: c.itemIds.length > 0,
        changedSelected: c.changedItems.some((item) => c.itemIds.includes(item.cart_item_id)),
        shipping: c.shipping?.type ?? null,
        address: c.addressId !== null,
        newAddress: c.newAddress != null,
        // The postcode looked up, or its look-up still awaited.
        lookup: 'lookupPostcode' in snapshot.children,
        deleted: c.deletedAddressIds.length,
        payment: c.payment?.type ?? null,
        contact: contactComplete(c),
        order: c.orderId !== null,
        error: c.error,
      })
    },
  }
}
