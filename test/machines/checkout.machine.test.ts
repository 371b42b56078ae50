import { describe, expect, it } from 'vitest'
import {
  createActor,
  fromPromise,
  waitFor,
  type ActorRefFrom,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  checkoutMachine as machine,
  type CheckoutContext,
  type CheckoutInput,
} from '../../machines/checkout/checkout.machine'
import {
  LIVE_JP_SHOP,
  LIVE_TW_SHOP,
  MARKETPLACE_SHOP,
  type CheckoutShop,
} from '../../machines/checkout/checkout-shop'
import {
  allowedStep,
  canPrice,
  changedTicked,
  checkoutStateOf,
  checkoutStepOf,
  type CheckoutState,
  contactComplete,
  itemsReady,
  paymentMethodOf,
  readyToPlace,
  type StepContext,
} from '../../machines/checkout/checkout-steps'
import type {
  ChangedItem,
  CheckoutOutcome,
  CheckoutPaymentType,
  PlacedOrderRead,
  PlaceOrderRequest,
  Pricing,
  PricingRequest,
  ShippingType,
} from '../../machines/checkout/checkout-types'
import {
  buyableItemIds,
  filledContact,
  LAST_USED_READING,
  latestFittingAddress,
} from '../../machines/checkout/checkout-known'
import type { SubtotalLine } from '../../machines/checkout/checkout-subtotal'
import { paymentMachine, type PayRequest } from '../../machines/payment/payment.machine'
import { CHECKOUT_PAYMENT_TYPES, PAYMENT_METHODS } from '../../machines/payment/payment-methods'
import type { OrderPaymentRead, PayResult } from '../../machines/payment/payment-types'
import { coverageOf, expectFullCoverage, stateIds, transitionNames } from './support/coverage'
import { replay, type MachinePath } from './support/paths'
import { readyToPlaceWellFormed } from '../../src/features/checkout/steps/contact-rules'
import { exploreKeyedPaths } from './support/keyed-paths'
import { toTestModelMachine } from './support/test-model'

/**
 * One shop's checkout as the tests drive it: its input, and the shipping and payment settings its
 * store offers (ids as in FIXTURES.md where the shop has a sandbox store).
 */
interface ShopCase {
  shop: CheckoutShop
  guest: CheckoutInput
  shippings: { settingId: number; type: ShippingType }[]
  payments: { settingId: number; type: CheckoutPaymentType }[]
  /** Transitions the shop's own choices never take, with why. */
  notTaken: string[]
}

const base = {
  allowedPaymentHosts: ['pay.sandbox.test'],
  appOrigin: 'http://127.0.0.1:4173',
}
const SHOPS: ShopCase[] = [
  {
    shop: MARKETPLACE_SHOP,
    guest: { ...base, shop: MARKETPLACE_SHOP, storeId: 101, streamId: null, member: false },
    shippings: [
      { settingId: 1011, type: 'custom' },
      { settingId: 1012, type: 'custom_cod' },
    ],
    payments: [
      { settingId: 1112, type: 'gmo_credit' },
      { settingId: 1114, type: 'custom_cod' },
      { settingId: 1113, type: 'gmo_cvs' },
    ],
    notTaken: [],
  },
  {
    shop: LIVE_JP_SHOP,
    // Every live buyer has an account: the live shop has no guests.
    guest: { ...base, shop: LIVE_JP_SHOP, storeId: 201, streamId: 7001, member: true },
    shippings: [
      { settingId: 2011, type: 'custom' },
      { settingId: 2012, type: 'custom_cod' },
      { settingId: 2013, type: 'self_pick_up' },
    ],
    payments: [
      { settingId: 2112, type: 'gmo_credit' },
      { settingId: 2114, type: 'custom_cod' },
      { settingId: 2113, type: 'gmo_cvs' },
      { settingId: 2115, type: 'gmo_paypay' },
    ],
    notTaken: [],
  },
  {
    shop: LIVE_TW_SHOP,
    guest: { ...base, shop: LIVE_TW_SHOP, storeId: 202, streamId: 8001, member: true },
    shippings: [{ settingId: 2021, type: 'tw_home-delivery' }],
    payments: [{ settingId: 2121, type: 'payuni_credit' }],
    // Taiwan takes no cash on delivery: every order is paid before done; and its postcode is
    // typed, never looked up by itself.
    notTaken: [
      'checkout.building.shippingAndPayment --checkout.address.edit[0]--> (stays)',
      'checkout.placed --always[0]--> checkout.done',
    ],
  },
]

const placeDone = (output: CheckoutOutcome) =>
  ({ type: 'xstate.done.actor.placeOrder', output }) as const
const reread = (output: PlacedOrderRead) =>
  ({ type: 'xstate.done.actor.findPlacedOrder', output }) as const

const placed = placeDone({ kind: 'placed', orderId: 501 })
const changedItems: ChangedItem[] = [{ cart_item_id: 1, status_changes: ['price'] }]
const changed = placeDone({ kind: 'itemsChanged', items: changedItems })
const mixed = placeDone({ kind: 'refused', code: 'MIXED_SKU_TYPE_EXCEPTION' })
const notInCart = placeDone({ kind: 'refused', code: 'NOT_FOUND_ITEM_IN_CART' })
const declinedWithReference = placeDone({
  kind: 'refused',
  code: 'GMO_PAYMENT_EXCEPTION',
  reportCode: '42G020000',
})
const lost = placeDone({ kind: 'unknown' })
const placeThrew = {
  type: 'xstate.error.actor.placeOrder',
  error: new TypeError('Failed to fetch'),
}
const pricing = {
  type: 'xstate.done.actor.pricing',
  output: { amount: 2200, shipping_fee: 800, payment_fee: 0, total_amount: 3000 },
}
const submit = { type: 'checkout.submit' }
const next = { type: 'checkout.next' }
const contact = {
  type: 'checkout.contact.change',
  contact: { email: 'hanako@example.com', phone: '09012345678', buyerName: null },
}
const shipping = (settingId: number, type: string) => ({
  type: 'checkout.shipping.choose',
  shipping: { settingId, type },
})
const payment = (settingId: number, type: string) => ({
  type: 'checkout.payment.choose',
  payment: { settingId, type },
})
const ALL_PAYMENT_TYPES: readonly CheckoutPaymentType[] = CHECKOUT_PAYMENT_TYPES

/** What the pages load: the cart (item 3 sold out), and the buyer's saved addresses and profile. */
const cartLoaded = {
  type: 'checkout.loaded',
  known: {
    items: [
      { id: 1, category: 'normal', buyable: true, quantity: 1 },
      { id: 2, category: 'normal', buyable: true, quantity: 1 },
      { id: 3, category: 'normal', buyable: false, quantity: 1 },
      { id: 4, category: 'printio', buyable: true, quantity: 1 },
    ],
  },
}
const PROFILE = { email: 'ichiro@example.com', phone: '08011112222' }
/** Address 21 delivers, 22 is a pick-up entry; the buyer has a profile. */
const savedLoaded = {
  type: 'checkout.loaded',
  known: {
    addresses: [
      { id: 21, kind: 'delivery', name: '鈴木一郎', phone: '0612345678' },
      { id: 22, kind: 'pickUp', name: '鈴木一郎', phone: '0612345678' },
    ],
    profile: PROFILE,
  },
}
/**
 * A new address as typed, in the names of every shop's form (Japan's and Taiwan's): its postcode
 * complete, so a shop with a look-up looks it up.
 */
const NEW_ADDRESS = {
  name: '山田花子',
  phone: '09012345678',
  buyer_name: '山田花子',
  buyer_cellphone: '0912345678',
  postcode: '1000001',
}
const typeNewAddress = { type: 'checkout.address.edit', values: NEW_ADDRESS }
/** The new address, saved as 23 (a delivery address). */
const addressSaved = {
  type: 'xstate.done.actor.saveAddress',
  output: { id: 23, known: { id: 23, kind: 'delivery', name: '山田花子', phone: '09012345678' } },
}
/** The same shop's price, moved (the saved address is in another region). */
const pricingMoved = {
  type: 'xstate.done.actor.pricing',
  output: { amount: 2200, shipping_fee: 1200, payment_fee: 0, total_amount: 3400 },
}
/** A buyer with nothing saved. */
const nothingSaved = { type: 'checkout.loaded', known: { addresses: [], profile: null } }

/** The events a shop's checkout can meet, a type its shop does not take among them. */
function eventsOf(shop: ShopCase): AnyEventObject[] {
  const offered = new Set(shop.payments.map((p) => p.type))
  const foreign = ALL_PAYMENT_TYPES.find((type) => !offered.has(type))!
  return [
    { type: 'checkout.category.choose', category: 'normal' },
    { type: 'checkout.items.select', itemIds: [1, 2] },
    { type: 'checkout.items.select', itemIds: [2] },
    { type: 'checkout.item.quantity', itemId: 2, quantity: 3 },
    { type: 'checkout.item.remove', itemId: 2 },
    { type: 'checkout.changes.accept' },
    ...shop.shippings.map((s) => shipping(s.settingId, s.type)),
    shipping(9999, shop.shop.shippingTypes.includes('custom') ? 'tw_home-delivery' : 'custom'),
    { type: 'checkout.address.choose', addressId: 21 },
    // Only 22 is deleted, as the deletion's answer says (the chosen one is refused).
    { type: 'checkout.address.delete', addressId: 22 },
    ...shop.payments.map((p) => payment(p.settingId, p.type)),
    payment(9998, foreign),
    contact,
    { type: 'checkout.pricing.retry' },
    { type: 'checkout.resumed' },
    next,
    { type: 'checkout.back' },
    // `done` reaches every forward branch, `products` and `category` every backward one.
    ...(['category', 'products', 'done'] as const).map((step) => ({
      type: 'checkout.step.open',
      step,
    })),
    submit,
    { type: 'checkout.recheck' },
    { type: 'xstate.done.actor.updateQuantity', output: undefined },
    { type: 'xstate.error.actor.updateQuantity', error: { code: 'ADD_CART_OUT_OF_STOCK' } },
    { type: 'xstate.done.actor.removeItem', output: 2 },
    { type: 'xstate.error.actor.removeItem', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.acceptChanges', output: [] },
    {
      type: 'xstate.done.actor.acceptChanges',
      output: [{ cart_item_id: 1, status_changes: ['stock_sold_out'] }],
    },
    { type: 'xstate.error.actor.acceptChanges', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.subtotal', output: 5720 },
    { type: 'xstate.error.actor.subtotal', error: new TypeError('Failed to fetch') },
    { type: 'checkout.subtotal.retry' },
    { type: 'xstate.done.actor.deleteAddress', output: 22 },
    { type: 'xstate.error.actor.deleteAddress', error: new TypeError('Failed to fetch') },
    pricing,
    { type: 'xstate.error.actor.pricing', error: new TypeError('Failed to fetch') },
    placed,
    changed,
    mixed,
    declinedWithReference,
    notInCart,
    lost,
    placeThrew,
    reread({ kind: 'placed', orderId: 501 }),
    reread({ kind: 'notPlaced' }),
    reread({ kind: 'unknown' }),
    { type: 'xstate.error.actor.findPlacedOrder', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.payment', output: { orderId: 501, outcome: 'paid' } },
    cartLoaded,
    savedLoaded,
    nothingSaved,
  ]
}

/** Snapshots told apart by state and by what the guards and the rules read. */
const key = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as CheckoutContext
  return JSON.stringify({
    value: snapshot.value,
    category: c.category !== null,
    items: c.itemIds.length > 0,
    changedSelected: changedTicked(c).length > 0,
    // Next pressed during a cart change, to be carried out when it settles.
    nextKept: c.nextKept === true,
    shipping: c.shipping?.type ?? null,
    address: c.addressId !== null,
    // A new address typed (or only opened), and a Place the order kept for it once saved.
    newAddress: c.newAddress == null ? null : Object.keys(c.newAddress).length > 0,
    placeKept: c.placeKept != null,
    lookup: 'lookupPostcode' in snapshot.children,
    payment: c.payment?.type ?? null,
    contact: contactComplete(c),
    // Saved addresses known or not (what the checkout may choose from); the cart's items known
    // show in what the next step ticks.
    saved: Boolean(c.known?.addresses?.length),
    // A subtotal answer awaited (its done and error can come only then).
    subtotal: 'subtotal' in snapshot.children,
  })
}

/**
 * The new address's events, explored on their own beside the shipping step's others (all of them
 * at once outgrow memory): typed, looked up, saved by Place the order or not, left for a saved one.
 */
function newAddressEventsOf(shop: ShopCase): AnyEventObject[] {
  const delivery = shop.shippings.find((s) => s.type !== 'custom_cod')!
  const card = shop.payments.find((p) => p.type !== 'custom_cod')!
  return [
    { type: 'checkout.category.choose', category: 'normal' },
    { type: 'checkout.items.select', itemIds: [1, 2] },
    next,
    shipping(delivery.settingId, delivery.type),
    ...shop.shippings
      .filter((s) => s.type === 'self_pick_up')
      .map((s) => shipping(s.settingId, s.type)),
    payment(card.settingId, card.type),
    { type: 'checkout.address.choose', addressId: 21 },
    { type: 'checkout.address.add' },
    typeNewAddress,
    { type: 'checkout.address.cancel' },
    { type: 'checkout.postcode.lookup' },
    {
      type: 'xstate.done.actor.lookupPostcode',
      output: { prefecture: '東京都', prefectureCode: '13', city: '千代田区', town: '千代田' },
    },
    { type: 'xstate.done.actor.lookupPostcode', output: null },
    { type: 'xstate.error.actor.lookupPostcode', error: new TypeError('Failed to fetch') },
    contact,
    pricing,
    pricingMoved,
    { type: 'xstate.error.actor.pricing', error: new TypeError('Failed to fetch') },
    submit,
    addressSaved,
    { type: 'xstate.error.actor.saveAddress', error: { fields: ['phone'] } },
    placed,
    savedLoaded,
  ]
}

/** The events only the new address's exploration sends. */
const NEW_ADDRESS_EVENTS = new Set([
  'checkout.address.add',
  'checkout.address.edit',
  'checkout.address.cancel',
  'checkout.postcode.lookup',
  'xstate.done.actor.lookupPostcode',
  'xstate.error.actor.lookupPostcode',
  'xstate.done.actor.saveAddress',
  'xstate.error.actor.saveAddress',
])

const mainPathsOf = (shop: ShopCase) =>
  exploreKeyedPaths(machine, { events: eventsOf(shop), inputs: [shop.guest], key })
const newAddressPathsOf = (shop: ShopCase) =>
  exploreKeyedPaths(machine, { events: newAddressEventsOf(shop), inputs: [shop.guest], key })

const STEP_INDEX: Record<string, number> = {
  category: 0,
  products: 1,
  shippingAndPayment: 2,
  placing: 3,
  verifying: 3,
  unresolved: 3,
  paying: 4,
  done: 5,
}
const top = (snapshot: AnyMachineSnapshot): string => checkoutStateOf(snapshot.value)
const form = (c: CheckoutContext) => ({
  itemIds: c.itemIds,
  shipping: c.shipping,
  addressId: c.addressId,
  payment: c.payment,
  contact: c.contact,
})
type PaymentActor = ActorRefFrom<typeof paymentMachine>
const BUSY = ['placing', 'verifying', 'unresolved', 'paying']
/** The products step's cart changes, each saved by an actor of that name. */
const CART_CHANGES = ['updateQuantity', 'acceptChanges', 'removeItem']

/** The checkout rules, on every step of a path. */
function expectCheckoutRules(path: MachinePath) {
  let unknownSinceReread = false
  path.steps.forEach((step, index) => {
    const before = path.steps[index - 1]?.snapshot
    const context = step.snapshot.context as CheckoutContext
    const state = top(step.snapshot)
    const event = step.event

    if (step.snapshot.status === 'error') expect(step.snapshot.status).not.toBe('error')
    // No done without an order; no paying without an order and a method that needs paying.
    if (state === 'done') {
      expect(context.orderId).toBe(501)
      expect(step.snapshot.output).toEqual({ orderId: 501 })
    }
    if (state === 'paying') {
      expect(context.orderId).toBe(501)
      const method = paymentMethodOf(context)
      expect(method).not.toBeNull()
      const child = step.snapshot.children.payment as PaymentActor | undefined
      // The payment machine pays by the method chosen (PayPay is never paid as a card).
      expect(child?.getSnapshot().context.method).toBe(method)
    }
    // Only what the shop takes is ever chosen. (Plain checks first: this runs on every step.)
    if (context.payment && !context.shop.paymentTypes.includes(context.payment.type)) {
      expect(context.shop.paymentTypes).toContain(context.payment.type)
    }
    if (context.shipping && !context.shop.shippingTypes.includes(context.shipping.type)) {
      expect(context.shop.shippingTypes).toContain(context.shipping.type)
    }
    // The address the form is priced with is never deleted.
    if (context.addressId !== null && context.deletedAddressIds.includes(context.addressId)) {
      expect(context.deletedAddressIds).not.toContain(context.addressId)
    }
    // While a cart change is saved the step says so, and Next is still answered: kept for after.
    if (state === 'products' && !step.snapshot.matches({ building: { products: 'choosing' } })) {
      expect(step.snapshot.hasTag('busy')).toBe(true)
      expect(step.snapshot.can({ type: 'checkout.next' })).toBe(true)
    }
    // Priced means a price to show.
    if (step.snapshot.matches({ building: { shippingAndPayment: 'priced' } })) {
      expect(context.pricing).not.toBeNull()
    }
    if (!before) return
    const was = top(before)
    const beforeContext = before.context as CheckoutContext

    // No step skipped: forward one step at a time, except the placed order going on, and a step
    // route opened (Forward, a deep link) on a step whose needs were all met before.
    if (state !== was) {
      const forward = STEP_INDEX[state]! - STEP_INDEX[was]!
      const placedOrder =
        ['placing', 'verifying'].includes(was) && ['paying', 'done'].includes(state)
      const opened = event.type === 'checkout.step.open' && STEP_INDEX[state]! <= 2
      expect(forward <= 1 || placedOrder || opened, `${was} -> ${state}`).toBe(true)
      // A step is entered only with what it needs (the rule the routes use too).
      if (state === 'products' || state === 'category' || state === 'shippingAndPayment') {
        expect(allowedStep(context, state)).toBe(state)
      }
    }

    // The checkout call starts only from a complete, priced form, on submit; or, when the order
    // goes to a new address, once it is saved and priced again at the total the buyer saw.
    if (state === 'placing' && was !== 'placing') {
      if (event.type === 'xstate.done.actor.pricing') {
        expect(before.matches({ building: { shippingAndPayment: 'pricing' } })).toBe(true)
        expect(beforeContext.placeKept).toBe(context.pricing?.total_amount)
        expect(context.addressId).toBe(23)
      } else {
        expect(event).toEqual(submit)
        expect(before.matches({ building: { shippingAndPayment: 'priced' } })).toBe(true)
        expect(readyToPlace(beforeContext)).toBe(true)
        expect(beforeContext.addressId).not.toBeNull()
      }
      // Never again blindly after a lost answer: a re-read said no order first.
      expect(unknownSinceReread).toBe(false)
    }
    if (was === 'placing' && state === 'verifying') unknownSinceReread = true
    if (was === 'verifying' && event.type === 'xstate.done.actor.findPlacedOrder') {
      unknownSinceReread = false
    }

    if (was === 'placing' && JSON.stringify(event) === JSON.stringify(changed)) {
      expect(state).toBe('products')
      expect(context.changedItems).toEqual(changedItems)
      expect(context.error).toBe('CHECKOUT_ITEMS_STATUS_HAVE_CHANGED')
      // The changed item must be accepted or dropped before going on.
      expect(itemsReady(context)).toBe(!context.itemIds.includes(1))
    }
    if (was === 'placing' && JSON.stringify(event) === JSON.stringify(mixed)) {
      expect(state).toBe('shippingAndPayment')
      expect(context.error).toBe('MIXED_SKU_TYPE_EXCEPTION')
      expect(context.refusalReference).toBeNull()
      expect(form(context)).toEqual(form(beforeContext))
    }
    // A decline with the provider's report code keeps it to show and is reported once, with it.
    const reports = step.actions.filter((action) => action.type === 'reportDecline')
    const referenced =
      was === 'placing' && JSON.stringify(event) === JSON.stringify(declinedWithReference)
    expect(reports).toHaveLength(referenced ? 1 : 0)
    if (referenced) {
      expect(state).toBe('shippingAndPayment')
      expect(context).toMatchObject({
        error: 'GMO_PAYMENT_EXCEPTION',
        refusalReference: '42G020000',
      })
      expect(reports[0]!.params).toEqual({
        storeId: beforeContext.storeId,
        code: 'GMO_PAYMENT_EXCEPTION',
        reportCode: '42G020000',
      })
      expect(form(context)).toEqual(form(beforeContext))
    }
    // Placing again starts without the last refusal's reference.
    if (state === 'placing' && was !== 'placing') expect(context.refusalReference).toBeNull()

    // Double submits: while placing, re-reading or paying, submit changes nothing.
    if (BUSY.includes(was) && event.type === 'checkout.submit') {
      expect(step.snapshot.value).toEqual(before.value)
      expect(step.snapshot.context).toEqual(before.context)
      expect(step.actions).toEqual([])
    }
    // Every change that moves the price asks for it again.
    if (
      was === 'shippingAndPayment' &&
      step.transitions.length > 0 &&
      ['checkout.shipping.choose', 'checkout.address.choose', 'checkout.payment.choose'].includes(
        event.type,
      )
    ) {
      expect(context.pricing).toBeNull()
      expect(
        step.snapshot.matches({
          building: { shippingAndPayment: canPrice(context) ? 'pricing' : 'unpriced' },
        }),
      ).toBe(true)
    }
    // Pick-up and delivery take different entries: switching between them drops the one chosen
    // (the checkout then chooses the latest saved one that fits, if any).
    if (event.type === 'checkout.shipping.choose' && step.transitions.length > 0) {
      const pickUp = (c: CheckoutContext) => c.shipping?.type === 'self_pick_up'
      if (pickUp(context) !== pickUp(beforeContext)) {
        expect(context.addressId).toBe(latestFittingAddress(context)?.id ?? null)
      }
    }
    // Place the order with a new address saves it first, placing nothing; a failure keeps every
    // field typed and says so.
    if (
      event.type === 'checkout.submit' &&
      step.snapshot.matches({ building: { shippingAndPayment: 'savingAddress' } })
    ) {
      expect(beforeContext.addressId).toBeNull()
      expect(beforeContext.newAddress).not.toBeNull()
    }
    if (event.type === 'xstate.error.actor.saveAddress' && step.transitions.length > 0) {
      expect(state).toBe('shippingAndPayment')
      expect(context.newAddress).toEqual(beforeContext.newAddress)
      expect(context.contact).toEqual(beforeContext.contact)
      expect(context.error).toBe('ADDRESS_NOT_SAVED')
      expect(context.newAddressRefused).toEqual(['phone'])
    }
    // A new address is where the order goes: no saved one is chosen for it meanwhile.
    if (context.newAddress != null && was === 'shippingAndPayment') {
      expect(context.addressId).toBeNull()
    }
    // An address the checkout chooses by itself is the latest saved one that fits the shipping
    // and was not deleted; it only ever fills a blank.
    if (
      context.addressId !== beforeContext.addressId &&
      // The new address saved by Place the order is the buyer's own choice.
      ![
        'checkout.address.choose',
        'checkout.address.add',
        'xstate.done.actor.saveAddress',
      ].includes(event.type) &&
      context.newAddress == null
    ) {
      expect(context.addressId).toBe(latestFittingAddress(context)?.id ?? null)
      const kept = context.known?.addresses?.find((a) => a.id === context.addressId)
      if (context.addressId !== null) expect(kept).toBeDefined()
    }
    // Contact the checkout fills never overwrites a field the buyer set (typed, even emptied);
    // one it had filled by itself follows what a page read since (the profile as it is now) and
    // the address the order goes to (a saved one, or the new one as typed).
    if (event.type !== 'checkout.contact.change') {
      const blank = { email: null, phone: null, buyerName: null }
      const defaults = filledContact({ ...beforeContext, contact: blank })
      const now = filledContact({ ...context, contact: blank })
      for (const field of ['email', 'phone', 'buyerName'] as const) {
        const filled = beforeContext.contact[field] === defaults[field]
        if (beforeContext.contact[field] !== null && !filled) {
          expect(context.contact[field]).toBe(beforeContext.contact[field])
        }
        if (beforeContext.contact[field] !== null && now[field] !== null) {
          expect(context.contact[field]).not.toBeNull()
        }
      }
    }
    // A Next kept during a cart change is carried out once it is saved, if the items allow it.
    if (
      was === 'products' &&
      beforeContext.nextKept === true &&
      CART_CHANGES.some((actor) => event.type === `xstate.done.actor.${actor}`)
    ) {
      expect(state).toBe(itemsReady(context) ? 'shippingAndPayment' : 'products')
    }
    // Arriving from the category step with nothing ticked, every buyable item of it is ticked.
    if (was === 'category' && state === 'products' && event.type === 'checkout.next') {
      expect(context.itemIds).toEqual(
        beforeContext.itemIds.length > 0 ? beforeContext.itemIds : buyableItemIds(context),
      )
      expect(context.itemIds).not.toContain(3)
    }
  })
}

describe.each(SHOPS)('the checkout machine for the $shop.name shop', (shop) => {
  const mainPaths = mainPathsOf(shop)
  const paths = [...mainPaths, ...newAddressPathsOf(shop)]

  it('reaches every state and takes every transition the shop can', { timeout: 60_000 }, () => {
    {
      const cov = coverageOf(machine, paths)
      console.log(
        shop.shop.name,
        'paths',
        paths.length,
        'states',
        cov.states.size,
        '/',
        stateIds(machine).length,
        'transitions',
        cov.transitions.size,
        '/',
        transitionNames(machine).size,
      )
    }
    if (shop.notTaken.length === 0) {
      const coverage = expectFullCoverage(machine, paths)
      expect(coverage.states.size).toBe(stateIds(machine).length)
      return
    }
    const coverage = coverageOf(machine, paths)
    expect(stateIds(machine).filter((id) => !coverage.states.has(id))).toEqual([])
    const missing = [...transitionNames(machine).values()].filter(
      (name) => !coverage.transitions.has(name),
    )
    expect(missing.sort()).toEqual([...shop.notTaken].sort())
  })

  it('keeps the checkout rules on every step of every path', { timeout: 300_000 }, () => {
    expect(paths.length).toBeGreaterThan(100)
    for (const path of paths) {
      try {
        expectCheckoutRules(path)
      } catch (error) {
        throw new Error(`${path.description}\n${String(error)}`, { cause: error })
      }
    }
  })

  it('tries a double submit in every busy state', () => {
    const tried = new Set(
      paths.flatMap((path) =>
        path.steps.flatMap((step, index) =>
          step.event.type === 'checkout.submit' && index > 0
            ? [top(path.steps[index - 1]!.snapshot)].filter((s) => BUSY.includes(s))
            : [],
        ),
      ),
    )
    expect([...tried].sort()).toEqual([...BUSY].sort())
  })

  it('pays every method the shop takes by that method, on the step the shop says', () => {
    for (const choice of shop.payments) {
      const cod = choice.type === 'custom_cod'
      const ship = shop.shippings.find((s) => (s.type === 'custom_cod') === cod)!
      const steps = replay(machine, shop.guest, [
        { type: 'checkout.category.choose', category: 'normal' },
        next,
        { type: 'checkout.items.select', itemIds: [1] },
        next,
        shipping(ship.settingId, ship.type),
        { type: 'checkout.address.choose', addressId: 21 },
        payment(choice.settingId, choice.type),
        contact,
        pricing,
        submit,
        placed,
      ])
      const last = steps.at(-1)!.snapshot
      const context = last.context as CheckoutContext
      expect(top(last)).toBe(cod ? 'done' : 'paying')
      const step = checkoutStepOf(top(last) as CheckoutState, context)
      const confirming = PAYMENT_METHODS[choice.type].confirmingStep
      expect(step).toBe(confirming ? 'orderConfirming' : 'done')
    }
  })

  it(
    'derives a test model that reaches the same states as the production machine',
    {
      timeout: 60_000,
    },
    () => {
      const model = createTestModel(toTestModelMachine(machine), { events: eventsOf(shop) })
      const production = new Set(mainPaths.map((path) => key(path.steps.at(-1)!.snapshot)))
      const derived = new Set(
        model
          .getShortestPaths({
            input: shop.guest,
            serializeState: key,
            allowDuplicatePaths: true,
            // The new address's events are explored apart (see newAddressEventsOf).
            filterEvents: (_, event) => !NEW_ADDRESS_EVENTS.has(event.type),
          })
          .map((path) => key(path.state)),
      )
      expect(derived).toEqual(production)
    },
  )
})

const [MARKETPLACE] = SHOPS as [ShopCase, ShopCase, ShopCase]
const guest = MARKETPLACE.guest
const member: CheckoutInput = { ...guest, member: true }

/** The shortest way to a priced form, for a payment type and the shipping it needs. */
const toPriced = (settingId: number, type: string) => [
  { type: 'checkout.category.choose', category: 'normal' },
  next,
  { type: 'checkout.items.select', itemIds: [1, 2] },
  next,
  shipping(type === 'custom_cod' ? 1013 : 1011, type === 'custom_cod' ? 'custom_cod' : 'custom'),
  { type: 'checkout.address.choose', addressId: 21 },
  payment(settingId, type),
  contact,
  pricing,
]

describe('marketplace checkout, step by step', () => {
  it('keeps the chosen items when the same category is chosen again, not another', () => {
    const back = { type: 'checkout.back' }
    const choose = (category: string) => ({ type: 'checkout.category.choose', category })
    const steps = replay(machine, guest, [
      ...toPriced(1112, 'gmo_credit').slice(0, 3),
      back,
      choose('normal'),
      choose('printio'),
    ])
    expect(steps[5]!.snapshot.context.itemIds).toEqual([1, 2])
    expect(steps[6]!.snapshot.context.itemIds).toEqual([])
  })

  it('places no order with a contact the forms would refuse, under the rule the edge provides', () => {
    const withFormsRule = machine.provide({
      guards: {
        readyToPlace: ({ context }) => readyToPlaceWellFormed(context),
      },
    })
    const malformed = {
      type: 'checkout.contact.change',
      contact: { email: 'hanako@example', phone: '12345', buyerName: null },
    }
    const refused = replay(withFormsRule, guest, [
      ...toPriced(1114, 'custom_cod'),
      malformed,
      submit,
    ])
    expect(refused.at(-2)!.snapshot.can(submit as never)).toBe(false)
    expect(refused.at(-1)!.snapshot.matches({ building: { shippingAndPayment: 'priced' } })).toBe(
      true,
    )
    const placing = replay(withFormsRule, guest, [...toPriced(1114, 'custom_cod'), submit])
    expect(placing.at(-1)!.snapshot.value).toBe('placing')
  })

  it('places a cash-on-delivery order straight to done', () => {
    const steps = replay(machine, guest, [...toPriced(1114, 'custom_cod'), submit, submit, placed])
    expect(steps.at(-3)!.snapshot.value).toBe('placing')
    expect(steps.at(-2)!.snapshot.value).toBe('placing')
    expect(steps.at(-1)!.snapshot.value).toBe('done')
  })

  it('sends the buyer back to products with the changed items marked', () => {
    const steps = replay(machine, guest, [
      ...toPriced(1112, 'gmo_credit'),
      submit,
      changed,
      next,
      { type: 'checkout.changes.accept' },
      { type: 'xstate.done.actor.acceptChanges', output: [] },
      next,
    ])
    expect(steps[11]!.snapshot.value).toEqual({ building: { products: 'choosing' } })
    expect(steps[12]!.snapshot.value).toEqual({ building: { products: 'choosing' } })
    expect(steps.at(-1)!.snapshot.matches({ building: 'shippingAndPayment' })).toBe(true)
  })

  it('re-reads after a lost answer instead of ordering again', () => {
    const steps = replay(machine, guest, [
      ...toPriced(1112, 'gmo_credit'),
      submit,
      lost,
      submit,
      reread({ kind: 'unknown' }),
      { type: 'checkout.recheck' },
      reread({ kind: 'placed', orderId: 501 }),
    ])
    expect(steps.slice(11, 14).map((s) => s.snapshot.value)).toEqual([
      'verifying',
      'verifying',
      'unresolved',
    ])
    expect(steps.at(-1)!.snapshot.value).toBe('paying')
  })

  it('keeps the form and says why when the items are no longer in the cart', () => {
    const steps = replay(machine, member, [
      ...toPriced(1113, 'gmo_cvs'),
      submit,
      notInCart,
      reread({ kind: 'notPlaced' }),
    ])
    expect(steps.at(-1)!.snapshot.matches({ building: 'shippingAndPayment' })).toBe(true)
    expect(steps.at(-1)!.snapshot.context.error).toBe('NOT_FOUND_ITEM_IN_CART')
  })
})

describe('a VALIDATION_EXCEPTION on the checkout call', () => {
  const refusal = placeDone({
    kind: 'refused',
    code: 'VALIDATION_EXCEPTION',
    fields: ['email', 'phone', 'address'],
  })
  const newContact = (patch: Record<string, string>) => ({
    ...contact,
    contact: { ...contact.contact, ...patch },
  })

  it('keeps the form with the refused parts marked, each until it is changed', () => {
    const steps = replay(machine, guest, [
      ...toPriced(1112, 'gmo_credit'),
      submit,
      refusal,
      newContact({ phone: '0312345678' }),
      newContact({ phone: '0312345678', email: 'hanako@example.com' }),
      { type: 'checkout.address.choose', addressId: 22 },
    ])
    const [refused, phoneChanged, sameEmail, addressChosen] = steps
      .slice(-4)
      .map((step) => step.snapshot)
    expect(refused!.matches({ building: 'shippingAndPayment' })).toBe(true)
    expect(refused!.context).toMatchObject({
      error: 'VALIDATION_EXCEPTION',
      refusedFields: ['email', 'phone', 'address'],
      contact: contact.contact,
      addressId: 21,
    })
    expect(phoneChanged!.context.refusedFields).toEqual(['email', 'address'])
    // The same e-mail typed again is no change: it stays marked.
    expect(sameEmail!.context.refusedFields).toEqual(['email', 'address'])
    // Another choice starts a new try: nothing refused is left to show.
    expect(addressChosen!.context).toMatchObject({ error: null, refusedFields: [] })
  })

  it('forgets what was refused when the order is placed again', () => {
    const steps = replay(machine, guest, [
      ...toPriced(1112, 'gmo_credit'),
      submit,
      refusal,
      pricing,
      submit,
    ])
    expect(steps.at(-1)!.snapshot.value).toBe('placing')
    expect(steps.at(-1)!.snapshot.context).toMatchObject({ error: null, refusedFields: [] })
  })
})

describe('the products step', () => {
  /** A promise the test settles: the call is in flight until then. */
  function pending<T>() {
    let settle!: (value: T) => void
    let fail!: (error: unknown) => void
    const promise = new Promise<T>((resolve, reject) => {
      settle = resolve
      fail = reject
    })
    return { promise, settle, fail }
  }
  const toProducts = [cartLoaded, { type: 'checkout.category.choose', category: 'normal' }, next]

  it('keeps a Next tapped while a typed quantity is saved, and goes on when it is', async () => {
    const save = pending<void>()
    const saved: unknown[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          updateQuantity: fromPromise<void, { itemId: number; quantity: number }>(({ input }) => {
            saved.push(input)
            return save.promise
          }),
        },
      }),
      { input: guest },
    ).start()
    for (const event of toProducts) actor.send(event as never)
    // Tapping Next is what takes focus from the box: its save starts, then the tap lands.
    actor.send({ type: 'checkout.item.quantity', itemId: 2, quantity: 3 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can(next as never)).toBe(true)
    actor.send(next as never)
    expect(actor.getSnapshot().matches({ building: { products: 'updatingQuantity' } })).toBe(true)
    expect(actor.getSnapshot().context.nextKept).toBe(true)
    save.settle()
    await waitFor(actor, (s) => s.matches({ building: 'shippingAndPayment' }))
    expect(saved).toEqual([{ itemId: 2, quantity: 3 }])
    expect(actor.getSnapshot().context.nextKept).toBe(false)
  })

  it('stays, saying why, when the quantity tapped away from could not be saved', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          updateQuantity: fromPromise<void, { itemId: number; quantity: number }>(async () => {
            throw Object.assign(new Error('refused'), { code: 'ADD_CART_OUT_OF_STOCK' })
          }),
        },
      }),
      { input: guest },
    ).start()
    for (const event of toProducts) actor.send(event as never)
    actor.send({ type: 'checkout.item.quantity', itemId: 2, quantity: 30 })
    actor.send(next as never)
    const after = await waitFor(actor, (s) => s.matches({ building: { products: 'choosing' } }))
    expect(after.context).toMatchObject({ error: 'ADD_CART_OUT_OF_STOCK', nextKept: false })
    // A later Next is a fresh press: it goes on.
    actor.send(next as never)
    expect(actor.getSnapshot().matches({ building: 'shippingAndPayment' })).toBe(true)
  })

  it('removes a line from the cart and the order, and asks the subtotal again', async () => {
    const removed: unknown[] = []
    const subtotals: unknown[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          removeItem: fromPromise<number, { storeId: number; itemId: number }>(
            async ({ input }) => {
              removed.push(input)
              return input.itemId
            },
          ),
          subtotal: fromPromise<number, { items: SubtotalLine[] }>(async ({ input }) => {
            subtotals.push(input.items)
            return 1000
          }),
        },
      }),
      { input: guest },
    ).start()
    for (const event of toProducts) actor.send(event as never)
    expect(actor.getSnapshot().context.itemIds).toEqual([1, 2])
    actor.send({ type: 'checkout.item.remove', itemId: 2 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const after = await waitFor(actor, (s) => s.matches({ building: { products: 'choosing' } }))
    expect(removed).toEqual([{ storeId: 101, itemId: 2 }])
    expect(after.context.itemIds).toEqual([1])
    expect(after.context.known?.items?.map((item) => item.id)).toEqual([1, 3, 4])
    expect(subtotals.at(-1)).toEqual([{ id: 1, quantity: 1 }])
  })

  it('says so and keeps the line when it could not be removed', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          removeItem: fromPromise<number, { storeId: number; itemId: number }>(async () => {
            throw new TypeError('Failed to fetch')
          }),
        },
      }),
      { input: guest },
    ).start()
    for (const event of toProducts) actor.send(event as never)
    actor.send({ type: 'checkout.item.remove', itemId: 2 })
    const after = await waitFor(actor, (s) => s.matches({ building: { products: 'choosing' } }))
    expect(after.context).toMatchObject({ error: 'UNKNOWN', itemIds: [1, 2] })
  })

  it('holds Next for changes the cart marks, until they are accepted', async () => {
    const synced: unknown[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          acceptChanges: fromPromise<ChangedItem[], { storeId: number; itemIds: number[] }>(
            async ({ input }) => {
              synced.push(input)
              return []
            },
          ),
        },
      }),
      { input: guest },
    ).start()
    const marked = structuredClone(cartLoaded)
    Object.assign(marked.known.items[1]!, { changes: ['price'] })
    for (const event of [marked, ...toProducts.slice(1)]) actor.send(event as never)
    expect(actor.getSnapshot().context.itemIds).toEqual([1, 2])
    expect(actor.getSnapshot().can(next as never)).toBe(false)
    expect(actor.getSnapshot().can({ type: 'checkout.changes.accept' })).toBe(true)
    actor.send({ type: 'checkout.changes.accept' })
    actor.send(next as never)
    await waitFor(actor, (s) => s.matches({ building: 'shippingAndPayment' }))
    expect(synced).toEqual([{ storeId: 101, itemIds: [2] }])
  })

  it('asks nothing to accept when no ticked item changed', () => {
    const actor = createActor(machine, { input: guest }).start()
    for (const event of toProducts) actor.send(event as never)
    expect(actor.getSnapshot().can({ type: 'checkout.changes.accept' })).toBe(false)
    expect(actor.getSnapshot().can(next as never)).toBe(true)
  })
})

describe('checkoutStepOf (the URL reflects the machine)', () => {
  it('names a step route for every state the machine rests in', () => {
    const { building, ...after } = machine.root.states
    const states = [...Object.keys(building!.states), ...Object.keys(after)] as CheckoutState[]
    const card = { shop: LIVE_JP_SHOP, payment: { settingId: 2112, type: 'gmo_credit' as const } }
    expect(states.map((state) => checkoutStepOf(state, card))).toEqual([
      'category',
      'products',
      'shippingAndPayment',
      'shippingAndPayment',
      'shippingAndPayment',
      'done',
      'shippingAndPayment',
      'done',
      'done',
    ])
    expect(states).toEqual([
      'category',
      'products',
      'shippingAndPayment',
      'placing',
      'verifying',
      'placed',
      'unresolved',
      'paying',
      'done',
    ])
  })

  it('shows paying on the confirming step for a method the shop confirms first (PayPay)', () => {
    const paypay = { settingId: 2115, type: 'gmo_paypay' as const }
    expect(checkoutStepOf('paying', { shop: LIVE_JP_SHOP, payment: paypay })).toBe(
      'orderConfirming',
    )
    // A shop that does not confirm PayPay first pays on the done step.
    expect(checkoutStepOf('paying', { shop: MARKETPLACE_SHOP, payment: paypay })).toBe('done')
    expect(checkoutStepOf('done', { shop: LIVE_JP_SHOP, payment: paypay })).toBe('done')
  })
})

describe('allowedStep (deep links)', () => {
  const empty: StepContext = {
    shop: MARKETPLACE_SHOP,
    member: false,
    category: null,
    itemIds: [],
    changedItems: [],
    shipping: null,
    addressId: null,
    payment: null,
    contact: { email: null, phone: null, buyerName: null },
    pricing: null,
    orderId: null,
  }

  it('lands a deep link on the furthest step the buyer has what it needs for', () => {
    expect(allowedStep(empty, 'shippingAndPayment')).toBe('category')
    expect(allowedStep(empty, 'done')).toBe('category')
    const chosen = { ...empty, category: 'normal' as const }
    expect(allowedStep(chosen, 'shippingAndPayment')).toBe('products')
    expect(allowedStep({ ...chosen, itemIds: [1] }, 'shippingAndPayment')).toBe(
      'shippingAndPayment',
    )
    expect(allowedStep({ ...chosen, itemIds: [1] }, 'products')).toBe('products')
    const marked = {
      ...chosen,
      itemIds: [1],
      changedItems: [{ cart_item_id: 1, status_changes: ['price' as const] }],
    }
    expect(allowedStep(marked, 'shippingAndPayment')).toBe('products')
    expect(allowedStep({ ...chosen, orderId: 501 }, 'category')).toBe('done')
  })

  it('is what the machine does with a step route opened', () => {
    const open = (step: string) => ({ type: 'checkout.step.open', step })
    const steps = replay(machine, guest, [
      open('shippingAndPayment'),
      { type: 'checkout.category.choose', category: 'printio' },
      open('done'),
      { type: 'checkout.items.select', itemIds: [7] },
      open('shippingAndPayment'),
      open('category'),
    ])
    expect(steps.map((s) => top(s.snapshot))).toEqual([
      'category',
      'category',
      'category',
      'products',
      'products',
      'shippingAndPayment',
      'category',
    ])
  })
})

describe('the checkout actor across a reload and the 3-D Secure redirect', () => {
  it('resumes from the persisted snapshot, the payment with it', async () => {
    let orders = 0
    const provided = machine.provide({
      actors: {
        pricing: fromPromise<Pricing, PricingRequest>(async () => pricing.output),
        placeOrder: fromPromise<CheckoutOutcome, PlaceOrderRequest>(async () => {
          orders += 1
          return { kind: 'placed', orderId: 501 }
        }),
        payment: paymentMachine.provide({
          actors: {
            pay: fromPromise<PayResult, PayRequest>(async () => ({
              kind: 'redirect',
              url: 'https://pay.sandbox.test/__sandbox/pay/3ds/1',
            })),
            readOrder: fromPromise<OrderPaymentRead, { orderId: number }>(async () => ({
              status: 'paid',
            })),
          },
        }),
      },
    })
    const actor = createActor(provided, { input: guest }).start()
    for (const event of toPriced(1112, 'gmo_credit').slice(0, -1)) actor.send(event as never)
    await waitFor(actor, (s) => s.matches({ building: { shippingAndPayment: 'priced' } }))

    // A reload on the shipping-and-payment step keeps what was typed.
    const midway = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as never
    actor.stop()
    const reloaded = createActor(provided, { input: guest, snapshot: midway }).start()
    expect(reloaded.getSnapshot().context.contact.email).toBe('hanako@example.com')
    reloaded.send({ type: 'checkout.submit' })
    await waitFor(reloaded, (s) => s.matches('paying'))
    const payment = () => reloaded.getSnapshot().children.payment as PaymentActor
    payment().send({ type: 'payment.card.choose', cardId: 11 })
    payment().send({ type: 'payment.submit' })
    await waitFor(payment(), (s) => s.matches('redirecting'))

    // The browser leaves for 3-D Secure and comes back: the payment resumes where it was.
    const away = JSON.parse(JSON.stringify(reloaded.getPersistedSnapshot())) as never
    reloaded.stop()
    const back = createActor(provided, { input: guest, snapshot: away }).start()
    expect(back.getSnapshot().matches('paying')).toBe(true)
    const resumed = back.getSnapshot().children.payment as PaymentActor
    expect(resumed.getSnapshot().value).toBe('redirecting')
    // The rule of where the browser may go came from the checkout's input.
    expect(resumed.getSnapshot().context).toMatchObject({
      allowedPaymentHosts: guest.allowedPaymentHosts,
      appOrigin: guest.appOrigin,
    })
    resumed.send({ type: 'payment.returned', orderId: 501, outcome: 'paid' })
    const done = await waitFor(back, (s) => s.status === 'done')
    expect(done.output).toEqual({ orderId: 501 })
    expect(orders).toBe(1)
  })
})

describe('a reload while the price is being asked for', () => {
  it('asks again after a restore for a price the page lost by leaving (the browser aborted the call)', async () => {
    let calls = 0
    let online = false
    const provided = machine.provide({
      actors: {
        pricing: fromPromise<Pricing, PricingRequest>(async () => {
          calls += 1
          if (!online) throw new TypeError('Failed to fetch')
          return pricing.output
        }),
      },
    })
    const actor = createActor(provided, { input: guest }).start()
    for (const event of toPriced(1112, 'gmo_credit').slice(0, -1)) actor.send(event as never)
    await waitFor(actor, (s) => s.matches({ building: { shippingAndPayment: 'pricingFailed' } }))
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as never
    actor.stop()

    online = true
    const back = createActor(provided, { input: guest, snapshot: persisted }).start()
    expect(back.getSnapshot().matches({ building: { shippingAndPayment: 'pricingFailed' } })).toBe(
      true,
    )
    back.send({ type: 'checkout.resumed' })
    const priced = await waitFor(back, (s) =>
      s.matches({ building: { shippingAndPayment: 'priced' } }),
    )
    expect(priced.context.pricing).toEqual(pricing.output)
    expect(calls).toBeGreaterThanOrEqual(2)
  })
})

describe('a reload while the checkout call is in flight', () => {
  it('makes one order: the repeated call meets NOT_FOUND_ITEM_IN_CART and the re-read finds it', async () => {
    // The sandbox's behaviour: the first call orders and takes the items out of the cart.
    let orders = 0
    let inCart = true
    const provided = machine.provide({
      actors: {
        pricing: fromPromise<Pricing, PricingRequest>(async () => pricing.output),
        placeOrder: fromPromise<CheckoutOutcome, PlaceOrderRequest>(async () => {
          if (!inCart) return { kind: 'refused', code: 'NOT_FOUND_ITEM_IN_CART' }
          inCart = false
          orders += 1
          return new Promise<CheckoutOutcome>(() => {}) // the page unloads before the answer
        }),
        findPlacedOrder: fromPromise<PlacedOrderRead, { storeId: number; itemIds: number[] }>(
          async () => (inCart ? { kind: 'notPlaced' } : { kind: 'placed', orderId: 501 }),
        ),
      },
    })
    const actor = createActor(provided, { input: guest }).start()
    for (const event of toPriced(1114, 'custom_cod').slice(0, -1)) actor.send(event as never)
    await waitFor(actor, (s) => s.matches({ building: { shippingAndPayment: 'priced' } }))
    actor.send({ type: 'checkout.submit' })
    expect(actor.getSnapshot().value).toBe('placing')
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as never
    actor.stop()

    const back = createActor(provided, { input: guest, snapshot: persisted }).start()
    const done = await waitFor(back, (s) => s.status === 'done')
    expect(done.output).toEqual({ orderId: 501 })
    expect(done.context.error).toBeNull()
    expect(orders).toBe(1)
  })
})

/** What the shipping step loads of a store: its settings, the buyer's saved things, the last order. */
const storeLoaded = (known: Record<string, unknown>) => ({
  type: 'checkout.loaded',
  known: {
    shippings: MARKETPLACE.shippings,
    payments: MARKETPLACE.payments,
    addresses: [],
    profile: null,
    lastUsed: null,
    ...known,
  },
})
const ADDRESSES = [
  { id: 21, kind: 'delivery', name: '鈴木一郎', phone: '0612345678' },
  { id: 23, kind: 'delivery', name: '鈴木一郎', phone: null },
  { id: 22, kind: 'pickUp', name: '鈴木一郎', phone: null },
]
/** A member's cart of normal goods, through to the shipping step, with `known` loaded there. */
/** From the cart to the shipping step, whose page has loaded `known`. */
function toShippingStep(known: Record<string, unknown>) {
  return [
    cartLoaded,
    { type: 'checkout.category.choose', category: 'normal' },
    next,
    next,
    storeLoaded(known),
  ] as const
}
function atShippingStep(known: Record<string, unknown>, input: CheckoutInput = member) {
  return replay(machine, input, [...toShippingStep(known)]).at(-1)!.snapshot
}
const choiceOf = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as CheckoutContext
  return {
    shipping: c.shipping?.type ?? null,
    address: c.addressId,
    payment: c.payment?.type ?? null,
  }
}

describe("the checkout's own choices (docs/machines/README.md#defaults)", () => {
  it('chooses the only category the cart has items of, and none when it has both', () => {
    const onlyNormal = {
      type: 'checkout.loaded',
      known: { items: [{ id: 1, category: 'normal', buyable: true }] },
    }
    expect(replay(machine, member, [onlyNormal]).at(-1)!.snapshot.context.category).toBe('normal')
    expect(replay(machine, member, [cartLoaded]).at(-1)!.snapshot.context.category).toBeNull()
  })

  it('asks only for Next, Next and the order of a returning buyer: the step is priced', () => {
    const onlyNormal = {
      type: 'checkout.loaded',
      known: { items: [{ id: 1, category: 'normal', buyable: true }] },
    }
    const steps = replay(machine, member, [
      onlyNormal,
      next,
      next,
      storeLoaded({ addresses: ADDRESSES }),
      pricing,
      submit,
    ])
    expect(steps.at(-1)!.snapshot.value).toBe('placing')
  })

  it("chooses the last order's shipping and payment while the store still offers them", () => {
    const snapshot = atShippingStep({
      addresses: ADDRESSES,
      lastUsed: { shipping: 'custom_cod', payment: 'custom_cod', email: null },
    })
    expect(choiceOf(snapshot)).toEqual({
      shipping: 'custom_cod',
      address: 23,
      payment: 'custom_cod',
    })
    expect(snapshot.matches({ building: { shippingAndPayment: 'pricing' } })).toBe(true)
  })

  it("waits for the last order before choosing, so the step never switches under the buyer's eyes", () => {
    const last = { shipping: 'custom_cod', payment: 'custom_cod', email: 'last@example.com' }
    const steps = replay(machine, member, [
      ...toShippingStep({ addresses: ADDRESSES, lastUsed: LAST_USED_READING }),
      storeLoaded({ addresses: ADDRESSES, lastUsed: last }),
    ])
    const reading = steps.at(-2)!.snapshot
    expect(choiceOf(reading)).toEqual({ shipping: null, address: null, payment: null })
    expect(reading.matches({ building: { shippingAndPayment: 'unpriced' } })).toBe(true)
    const read = steps.at(-1)!.snapshot
    expect(choiceOf(read)).toEqual({ shipping: 'custom_cod', address: 23, payment: 'custom_cod' })
    expect((read.context as CheckoutContext).contact.email).toBe('last@example.com')
    expect(read.matches({ building: { shippingAndPayment: 'pricing' } })).toBe(true)
  })

  it('keeps a shipping the buyer chose while the last order was read, then its usual payment', () => {
    const last = { shipping: 'custom_cod', payment: 'gmo_cvs', email: null }
    const steps = replay(machine, member, [
      ...toShippingStep({ addresses: ADDRESSES, lastUsed: LAST_USED_READING }),
      shipping(1011, 'custom'),
      storeLoaded({ addresses: ADDRESSES, lastUsed: last }),
    ])
    // Chosen meanwhile: the address follows it, the payment waits for the usual one.
    expect(choiceOf(steps.at(-2)!.snapshot)).toEqual({
      shipping: 'custom',
      address: 23,
      payment: null,
    })
    expect(choiceOf(steps.at(-1)!.snapshot)).toEqual({
      shipping: 'custom',
      address: 23,
      payment: 'gmo_cvs',
    })
  })

  it("chooses the store's first when the last order's shipping is no longer offered", () => {
    const snapshot = atShippingStep({
      addresses: ADDRESSES,
      lastUsed: { shipping: 'self_pick_up', payment: 'gmo_cvs', email: null },
    })
    // The method still fits the store's first shipping: it stays the buyer's usual one.
    expect(choiceOf(snapshot)).toEqual({ shipping: 'custom', address: 23, payment: 'gmo_cvs' })
  })

  it('never chooses cash on delivery for a shipping without it, nor another method with it', () => {
    const last = { shipping: 'custom', payment: 'custom_cod', email: null }
    const snapshot = atShippingStep({ addresses: ADDRESSES, lastUsed: last })
    expect(choiceOf(snapshot).payment).toBe('gmo_credit')
    // The buyer switches to cash-on-delivery shipping: its only payment is chosen, and back.
    const steps = replay(machine, member, [
      ...toShippingStep({ addresses: ADDRESSES, lastUsed: last }),
      shipping(1012, 'custom_cod'),
      shipping(1011, 'custom'),
    ])
    expect(choiceOf(steps.at(-2)!.snapshot).payment).toBe('custom_cod')
    expect(choiceOf(steps.at(-1)!.snapshot).payment).toBe('gmo_credit')
  })

  it('chooses the latest saved address still there: one deleted is not chosen again', () => {
    const snapshot = atShippingStep({ addresses: ADDRESSES.filter((a) => a.id !== 23) })
    expect(choiceOf(snapshot).address).toBe(21)
    // Deleted during this checkout (the page still lists it): pick-up finds no entry.
    const steps = replay(machine, member, [
      ...toShippingStep({ addresses: ADDRESSES }),
      { type: 'checkout.address.delete', addressId: 22 },
      { type: 'xstate.done.actor.deleteAddress', output: 22 },
      shipping(1013, 'self_pick_up'),
    ])
    expect(choiceOf(steps.at(-1)!.snapshot).address).toBeNull()
  })

  it('chooses only what the store says for a buyer with nothing saved and no order', () => {
    const snapshot = atShippingStep({}, guest)
    expect(choiceOf(snapshot)).toEqual({ shipping: 'custom', address: null, payment: 'gmo_credit' })
    const context = snapshot.context as CheckoutContext
    expect(context.contact).toEqual({ email: null, phone: null, buyerName: null })
  })

  it('takes contact from the profile as it is now: a restored checkout follows a changed profile, never over what was typed', () => {
    const before = { email: 'ichiro@example.com', phone: '08011112222' }
    const now = { email: 'ichiro@example.com', phone: '09033334444' }
    const saved = atShippingStep({ profile: before })
    expect((saved.context as CheckoutContext).contact.phone).toBe(before.phone)

    // The saved checkout restored on a page that read the profile again.
    const persisted = JSON.parse(JSON.stringify(saved)) as never
    const restored = createActor(machine, { input: member, snapshot: persisted }).start()
    restored.send({ type: 'checkout.resumed' })
    restored.send(storeLoaded({ profile: now }) as never)
    expect(restored.getSnapshot().context.contact).toMatchObject(now)
    restored.stop()

    const typed = replay(machine, member, [
      ...toShippingStep({ profile: before }),
      { ...contact, contact: { email: before.email, phone: '07055556666', buyerName: null } },
      storeLoaded({ profile: now }),
    ])
    expect((typed.at(-1)!.snapshot.context as CheckoutContext).contact.phone).toBe('07055556666')
  })

  it("fills the e-mail from the last order when the profile has none, never over the buyer's", () => {
    const last = { shipping: 'custom', payment: 'gmo_credit', email: 'last@example.com' }
    const snapshot = atShippingStep({ addresses: ADDRESSES, lastUsed: last })
    expect((snapshot.context as CheckoutContext).contact.email).toBe('last@example.com')
    const typed = replay(machine, member, [
      cartLoaded,
      { type: 'checkout.category.choose', category: 'normal' },
      next,
      next,
      { ...contact, contact: { email: '', phone: null, buyerName: null } },
      storeLoaded({ addresses: ADDRESSES, lastUsed: last }),
    ])
    expect((typed.at(-1)!.snapshot.context as CheckoutContext).contact.email).toBe('')
  })

  it("chooses a Taiwan buyer's latest address, its phone for contact, never over what they typed", () => {
    const tw: CheckoutInput = { ...member, shop: LIVE_TW_SHOP, storeId: 202, streamId: 8001 }
    const loaded = {
      type: 'checkout.loaded',
      known: {
        shippings: [{ settingId: 2021, type: 'tw_home-delivery' }],
        payments: [{ settingId: 2121, type: 'payuni_credit' }],
        // Taiwan's saved addresses, as knownTwAddresses reads them: the phone is buyer_cellphone.
        addresses: [
          { id: 30, kind: 'delivery', name: '林小雨', phone: '0900000000' },
          { id: 31, kind: 'delivery', name: '陳美玲', phone: '0912345678' },
        ],
        profile: { email: null, phone: null },
        lastUsed: {
          shipping: 'tw_home-delivery',
          payment: 'payuni_credit',
          email: 'tw@example.com',
        },
      },
    } as const
    const toStep = [
      cartLoaded,
      { type: 'checkout.category.choose', category: 'normal' },
      next,
      next,
    ]
    const arrived = replay(machine, tw, [...toStep, loaded]).at(-1)!.snapshot
    expect(choiceOf(arrived)).toEqual({
      shipping: 'tw_home-delivery',
      address: 31,
      payment: 'payuni_credit',
    })
    expect((arrived.context as CheckoutContext).contact).toMatchObject({
      email: 'tw@example.com',
      phone: '0912345678',
    })
    const typed = replay(machine, tw, [
      ...toStep,
      { ...contact, contact: { email: 'me@example.com', phone: '', buyerName: null } },
      loaded,
      { type: 'checkout.address.choose', addressId: 30 },
    ]).at(-1)!.snapshot
    expect((typed.context as CheckoutContext).contact).toMatchObject({
      email: 'me@example.com',
      phone: '',
    })
  })

  it("keeps the buyer's own choices when the page loads again", () => {
    const steps = replay(machine, member, [
      ...toShippingStep({ addresses: ADDRESSES }),
      shipping(1012, 'custom_cod'),
      { type: 'checkout.address.choose', addressId: 21 },
      storeLoaded({ addresses: ADDRESSES }),
    ])
    expect(choiceOf(steps.at(-1)!.snapshot)).toEqual({
      shipping: 'custom_cod',
      address: 21,
      payment: 'custom_cod',
    })
  })
})
