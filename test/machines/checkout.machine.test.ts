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
  marketplaceCheckoutMachine as machine,
  type MarketplaceCheckoutContext,
  type MarketplaceCheckoutInput,
} from '../../machines/checkout/marketplace-checkout.machine'
import {
  allowedStep,
  canPrice,
  checkoutStepOf,
  type CheckoutState,
  contactComplete,
  itemsReady,
  readyToPlace,
  type StepContext,
} from '../../machines/checkout/checkout-steps'
import type {
  ChangedItem,
  CheckoutOutcome,
  CheckoutRequest,
  PlacedOrderRead,
  Pricing,
  PricingRequest,
} from '../../machines/checkout/checkout-types'
import { paymentMachine, type PayRequest } from '../../machines/payment/payment.machine'
import type { OrderPaymentRead, PayResult } from '../../machines/payment/payment-types'
import { expectFullCoverage, stateIds } from './support/coverage'
import { replay, type MachinePath } from './support/paths'
import { exploreKeyedPaths } from './support/keyed-paths'
import { toTestModelMachine } from './support/test-model'

const guest: MarketplaceCheckoutInput = {
  storeId: 101,
  member: false,
  allowedPaymentHosts: ['pay.sandbox.test'],
  appOrigin: 'http://127.0.0.1:4173',
}
const member: MarketplaceCheckoutInput = { ...guest, member: true }

const placeDone = (output: CheckoutOutcome) =>
  ({ type: 'xstate.done.actor.placeOrder', output }) as const
const reread = (output: PlacedOrderRead) =>
  ({ type: 'xstate.done.actor.findPlacedOrder', output }) as const

const placed = placeDone({ kind: 'placed', orderId: 501 })
const changedItems: ChangedItem[] = [{ cart_item_id: 1, status_changes: ['price'] }]
const changed = placeDone({ kind: 'itemsChanged', items: changedItems })
const mixed = placeDone({ kind: 'refused', code: 'MIXED_SKU_TYPE_EXCEPTION' })
const notInCart = placeDone({ kind: 'refused', code: 'NOT_FOUND_ITEM_IN_CART' })
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

const events: AnyEventObject[] = [
  { type: 'checkout.category.choose', category: 'normal' },
  { type: 'checkout.items.select', itemIds: [1, 2] },
  { type: 'checkout.items.select', itemIds: [2] },
  { type: 'checkout.item.quantity', itemId: 2, quantity: 3 },
  { type: 'checkout.changes.accept' },
  shipping(1011, 'custom'),
  shipping(1013, 'custom_cod'),
  { type: 'checkout.address.choose', addressId: 21 },
  payment(1112, 'gmo_credit'),
  payment(1114, 'custom_cod'),
  payment(1113, 'gmo_cvs'),
  contact,
  { type: 'checkout.pricing.retry' },
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
  { type: 'xstate.done.actor.acceptChanges', output: [] },
  {
    type: 'xstate.done.actor.acceptChanges',
    output: [{ cart_item_id: 1, status_changes: ['stock_sold_out'] }],
  },
  { type: 'xstate.error.actor.acceptChanges', error: new TypeError('Failed to fetch') },
  pricing,
  { type: 'xstate.error.actor.pricing', error: new TypeError('Failed to fetch') },
  placed,
  changed,
  mixed,
  notInCart,
  lost,
  placeThrew,
  reread({ kind: 'placed', orderId: 501 }),
  reread({ kind: 'notPlaced' }),
  reread({ kind: 'unknown' }),
  { type: 'xstate.error.actor.findPlacedOrder', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.payment', output: { orderId: 501, outcome: 'paid' } },
]

/** Snapshots told apart by state and by what the guards and the rules read. */
const key = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as MarketplaceCheckoutContext
  return JSON.stringify({
    value: snapshot.value,
    category: c.category !== null,
    items: c.itemIds.length > 0,
    changedSelected: c.changedItems.some((item) => c.itemIds.includes(item.cart_item_id)),
    cod: c.shipping === null ? null : c.shipping.type === 'custom_cod',
    address: c.addressId !== null,
    payment: c.payment?.type ?? null,
    contact: contactComplete(c),
  })
}

// A member differs only in the contact rule (checked by readyToPlace on every submit below).
const paths = exploreKeyedPaths(machine, { events, inputs: [guest], key })

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
const top = (snapshot: AnyMachineSnapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!
const form = (c: MarketplaceCheckoutContext) => ({
  itemIds: c.itemIds,
  shipping: c.shipping,
  addressId: c.addressId,
  payment: c.payment,
  contact: c.contact,
})
type PaymentActor = ActorRefFrom<typeof paymentMachine>
const BUSY = ['placing', 'verifying', 'unresolved', 'paying']

/** The checkout rules, on every step of a path. */
function expectCheckoutRules(path: MachinePath) {
  let unknownSinceReread = false
  path.steps.forEach((step, index) => {
    const before = path.steps[index - 1]?.snapshot
    const context = step.snapshot.context as MarketplaceCheckoutContext
    const state = top(step.snapshot)
    const event = step.event

    expect(step.snapshot.status).not.toBe('error')
    // No done without an order; no paying without an order and a method that needs paying.
    if (state === 'done') {
      expect(context.orderId).toBe(501)
      expect(step.snapshot.output).toEqual({ orderId: 501 })
    }
    if (state === 'paying') {
      expect(context.orderId).toBe(501)
      expect(['gmo_credit', 'gmo_cvs']).toContain(context.payment?.type)
      expect(step.snapshot.children.payment).toBeDefined()
    }
    // Priced means a price to show.
    if (step.snapshot.matches({ shippingAndPayment: 'priced' })) {
      expect(context.pricing).not.toBeNull()
    }
    if (!before) return
    const was = top(before)
    const beforeContext = before.context as MarketplaceCheckoutContext

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

    // The checkout call starts only from a complete, priced form, on submit.
    if (state === 'placing' && was !== 'placing') {
      expect(event).toEqual(submit)
      expect(before.matches({ shippingAndPayment: 'priced' })).toBe(true)
      expect(readyToPlace(beforeContext)).toBe(true)
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
      expect(form(context)).toEqual(form(beforeContext))
    }

    // Double submits: while placing, re-reading or paying, submit changes nothing.
    if (BUSY.includes(was) && event.type === 'checkout.submit') {
      expect(step.snapshot.value).toEqual(before.value)
      expect(step.snapshot.context).toEqual(before.context)
      expect(step.actions).toEqual([])
    }
    // Every change that moves the price asks for it again.
    if (
      was === 'shippingAndPayment' &&
      ['checkout.shipping.choose', 'checkout.address.choose', 'checkout.payment.choose'].includes(
        event.type,
      )
    ) {
      expect(context.pricing).toBeNull()
      expect(
        step.snapshot.matches({ shippingAndPayment: canPrice(context) ? 'pricing' : 'unpriced' }),
      ).toBe(true)
    }
  })
}

describe('marketplace checkout machine paths (xstate/graph over the production machine)', () => {
  it('reach every state and take every transition', () => {
    const coverage = expectFullCoverage(machine, paths)
    expect(coverage.states.size).toBe(stateIds(machine).length)
  })

  it(`keep the checkout rules on every step of ${paths.length} paths`, () => {
    for (const path of paths) {
      try {
        expectCheckoutRules(path)
      } catch (error) {
        throw new Error(`${path.description}\n${String(error)}`, { cause: error })
      }
    }
  })

  it('try a double submit in every busy state', () => {
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
})

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
    expect(steps[11]!.snapshot.value).toEqual({ products: 'choosing' })
    expect(steps[12]!.snapshot.value).toEqual({ products: 'choosing' })
    expect(steps.at(-1)!.snapshot.matches('shippingAndPayment')).toBe(true)
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
    expect(steps.at(-1)!.snapshot.matches('shippingAndPayment')).toBe(true)
    expect(steps.at(-1)!.snapshot.context.error).toBe('NOT_FOUND_ITEM_IN_CART')
  })
})

describe('checkoutStepOf (the URL reflects the machine)', () => {
  it('names a step route for every top-level state of the machine', () => {
    const tops = Object.keys(machine.root.states) as CheckoutState[]
    expect(tops.map(checkoutStepOf)).toEqual([
      'category',
      'products',
      'shippingAndPayment',
      'shippingAndPayment',
      'shippingAndPayment',
      'shippingAndPayment',
      'done',
      'done',
    ])
    expect(tops).toEqual([
      'category',
      'products',
      'shippingAndPayment',
      'placing',
      'verifying',
      'unresolved',
      'paying',
      'done',
    ])
  })
})

describe('allowedStep (deep links)', () => {
  const empty: StepContext = {
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
        placeOrder: fromPromise<CheckoutOutcome, CheckoutRequest>(async () => {
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
    await waitFor(actor, (s) => s.matches({ shippingAndPayment: 'priced' }))

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
    resumed.send({ type: 'payment.returned', outcome: 'paid' })
    const done = await waitFor(back, (s) => s.status === 'done')
    expect(done.output).toEqual({ orderId: 501 })
    expect(orders).toBe(1)
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
        placeOrder: fromPromise<CheckoutOutcome, CheckoutRequest>(async () => {
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
    await waitFor(actor, (s) => s.matches({ shippingAndPayment: 'priced' }))
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

describe('a test model derived from the checkout machine', () => {
  it('reaches the same states as the production machine', () => {
    const model = createTestModel(toTestModelMachine(machine), { events })
    const production = new Set(
      paths.filter((path) => path.input === guest).map((path) => key(path.steps.at(-1)!.snapshot)),
    )
    const derived = new Set(
      model
        .getShortestPaths({ input: guest, serializeState: key, allowDuplicatePaths: true })
        .map((path) => key(path.state)),
    )
    expect(derived).toEqual(production)
  })
})
