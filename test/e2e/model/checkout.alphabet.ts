/**
 * What a guest's browser can do to the marketplace checkout machine, against sakura-select with
 * one 藍 mug in the cart (FIXTURES.md). Ids here are the model's own (the page has the real ones):
 * they only need to tell the choices apart.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  checkoutMachine,
  type CheckoutContext,
  type CheckoutInput,
} from '../../../machines/checkout/checkout.machine'
import { MARKETPLACE_SHOP } from '../../../machines/checkout/checkout-shop'
import { contactComplete } from '../../../machines/checkout/checkout-steps'
import type { AlphabetEvent, BrowserAlphabet } from './select-paths'

export const MUG = 1
export const ADDRESS = 21

export const guest: CheckoutInput = {
  shop: MARKETPLACE_SHOP,
  storeId: 101,
  streamId: null,
  member: false,
  allowedPaymentHosts: [],
  appOrigin: 'http://127.0.0.1:4173',
}

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext
const isCod = (snapshot: AnyMachineSnapshot) => ctx(snapshot).shipping?.type === 'custom_cod'
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, code: string) => ({ type: `xstate.error.actor.${id}`, error: { code } })

/*
 * A radio or box already chosen sends nothing when clicked again, so a choice is offered only when
 * it changes something; cash on delivery goes only with cash-on-delivery shipping (the page
 * disables the other payments, and this one, accordingly).
 */
const events: AlphabetEvent[] = [
  {
    name: 'choose regular goods',
    kind: 'act',
    event: { type: 'checkout.category.choose', category: 'normal' },
    enabled: (s) => ctx(s).category === null,
  },
  {
    name: 'tick the mug',
    kind: 'act',
    event: { type: 'checkout.items.select', itemIds: [MUG] },
    enabled: (s) => ctx(s).itemIds.length === 0,
  },
  {
    name: 'change the quantity',
    kind: 'act',
    event: { type: 'checkout.item.quantity', itemId: MUG, quantity: 2 },
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
  {
    name: 'choose delivery',
    kind: 'act',
    event: { type: 'checkout.shipping.choose', shipping: { settingId: 1011, type: 'custom' } },
    enabled: (s) => ctx(s).shipping?.type !== 'custom' && ctx(s).payment?.type !== 'custom_cod',
  },
  {
    name: 'choose cash-on-delivery shipping',
    kind: 'act',
    event: { type: 'checkout.shipping.choose', shipping: { settingId: 1012, type: 'custom_cod' } },
    enabled: (s) => !isCod(s),
  },
  {
    name: 'add an address',
    kind: 'act',
    event: { type: 'checkout.address.choose', addressId: ADDRESS },
    enabled: (s) => ctx(s).addressId === null,
  },
  ...(
    [
      ['pay by card', 1112, 'gmo_credit'],
      ['pay at a convenience store', 1113, 'gmo_cvs'],
      ['pay on delivery', 1114, 'custom_cod'],
    ] as const
  ).map(([name, settingId, type]): AlphabetEvent => ({
    name,
    kind: 'act',
    event: { type: 'checkout.payment.choose', payment: { settingId, type } },
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
  {
    name: 'price',
    kind: 'result',
    event: done('pricing', {
      amount: 2860,
      shipping_fee: 800,
      payment_fee: 0,
      total_amount: 3660,
    }),
  },
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
      items: [{ cart_item_id: MUG, status_changes: ['price'] }],
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
  { name: 'check again', kind: 'act', event: { type: 'checkout.recheck' } },
  {
    name: 'pay',
    kind: 'act',
    event: done('payment', { orderId: 1, outcome: 'paid' }),
  },
]

export const checkoutAlphabet: BrowserAlphabet = {
  title: 'marketplace checkout',
  machine: checkoutMachine,
  inputs: [guest],
  events,
  key: (snapshot) => {
    const c = ctx(snapshot)
    return JSON.stringify({
      value: snapshot.value,
      category: c.category !== null,
      items: c.itemIds.length > 0,
      changedSelected: c.changedItems.some((item) => c.itemIds.includes(item.cart_item_id)),
      shipping: c.shipping?.type ?? null,
      address: c.addressId !== null,
      payment: c.payment?.type ?? null,
      contact: contactComplete(c),
      order: c.orderId !== null,
      error: c.error,
    })
  },
}
