/**
 * What each checkout step needs, as pure functions of the machine's context, shared by the
 * machine's guards, the step screens and the step routes: the machine decides, the URL reflects.
 */
import type { StateValue } from 'xstate'
import {
  isPaymentMethod,
  methodFacts,
  PAYMENT_METHODS,
  type CheckoutPaymentType,
  type PaymentMethod,
} from '../payment/payment-methods'
import { shippingFacts, type ShippingType } from './shipping-types'
import { contactGiven, type Contact } from './checkout-contact'
import type { CheckoutShop } from './checkout-shop'
import { newAddressGiven, type NewAddress } from './checkout-new-address'
import type { GoodsCategory, Pricing, ChangedItem, StatusChange } from './checkout-types'

export type { Contact } from './checkout-contact'

/**
 * The step routes of a checkout, in order. `orderConfirming` is the step of a method paid before
 * the done step (its row's `confirmingStep`: PayPay, in the live shop in Japan); other shops never
 * reach it.
 */
export const CHECKOUT_STEPS = [
  'category',
  'products',
  'shippingAndPayment',
  'orderConfirming',
  'done',
] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

export interface ShippingChoice {
  settingId: number
  type: ShippingType
}

export interface PaymentChoice {
  settingId: number
  type: CheckoutPaymentType
}

/** A cart item as a page loaded it, with the changes the cart marks on it (checkout-known.ts). */
interface MarkedItem {
  id: number
  changes?: readonly StatusChange[] | undefined
}

/** The part of the checkout context the step rules read. */
export interface StepContext {
  shop: CheckoutShop
  member: boolean
  category: GoodsCategory | null
  itemIds: readonly number[]
  changedItems: readonly ChangedItem[]
  shipping: ShippingChoice | null
  addressId: number | null
  payment: PaymentChoice | null
  contact: Contact
  /**
   * The new address being typed, while it is where the order goes (saved with Place the order).
   * Optional: a snapshot saved before it existed has none.
   */
  newAddress?: NewAddress | null
  pricing: Pricing | null
  orderId: number | null
  /** What the pages loaded: the cart's items, each with its marks. Optional: none before a load. */
  known?: { items: readonly MarkedItem[] | null }
}

/**
 * Each cart item's changes to accept: what the last checkout or sync answered wins over the cart
 * as loaded, which may be older; an item neither names is unchanged.
 */
export function itemChanges(
  context: Pick<StepContext, 'known' | 'changedItems'>,
): Map<number, readonly StatusChange[]> {
  const changes = new Map<number, readonly StatusChange[]>()
  for (const item of context.known?.items ?? []) {
    if (item.changes?.length) changes.set(item.id, item.changes)
  }
  for (const item of context.changedItems) changes.set(item.cart_item_id, item.status_changes)
  return changes
}

/** The ticked items with changes the buyer has not yet accepted (or left out). */
export function changedTicked(
  context: Pick<StepContext, 'known' | 'changedItems' | 'itemIds'>,
): number[] {
  const changes = itemChanges(context)
  return context.itemIds.filter((id) => changes.has(id))
}

/** Items chosen, none of them with changes the buyer has not yet accepted or dropped. */
export function itemsReady(context: StepContext): boolean {
  return (
    context.category !== null && context.itemIds.length > 0 && changedTicked(context).length === 0
  )
}

/** Enough to ask for a price: items and a shipping setting (address and payment refine it). */
export function canPrice(context: StepContext): boolean {
  return itemsReady(context) && context.shipping !== null
}

/** Whether e-mail and phone must be given: no account to take them from. */
export const contactRequired = (context: Pick<StepContext, 'member' | 'shop'>) =>
  !context.member || context.shop.contactAlwaysRequired

export function contactComplete(context: StepContext): boolean {
  return contactGiven(context.contact, contactRequired(context))
}

/** A shipping type this shop's checkout takes. */
export const shippingOffered = (context: Pick<StepContext, 'shop'>, type: ShippingType) =>
  context.shop.shippingTypes.includes(type)

/**
 * A payment type this shop takes that goes with the shipping chosen: a method of the
 * cash-on-delivery shipping with that shipping and only with it (else the server answers
 * INVALID_SHIPPING_TYPE_EXCEPTION).
 */
export function paymentFits(
  context: Pick<StepContext, 'shop' | 'shipping'>,
  type: CheckoutPaymentType,
): boolean {
  return (
    context.shop.paymentTypes.includes(type) &&
    methodFacts(type)?.cashOnDeliveryShipping ===
      (shippingFacts(context.shipping?.type)?.cashOnDelivery ?? false)
  )
}

/** What the form still lacks before the order may be placed (the submit guard and its messages). */
export type PlaceProblem = 'shipping' | 'address' | 'payment' | 'contact'

export function placeProblems(context: StepContext): PlaceProblem[] {
  const problems: PlaceProblem[] = []
  if (context.shipping === null) problems.push('shipping')
  // A new address stands for the saved one it becomes once Place the order saves it.
  if (context.addressId === null && !newAddressGiven(context)) problems.push('address')
  if (context.payment === null || !paymentFits(context, context.payment.type)) {
    problems.push('payment')
  }
  if (!contactComplete(context)) problems.push('contact')
  return problems
}

/** Everything the checkout call needs, priced. */
export function readyToPlace(context: StepContext): boolean {
  return canPrice(context) && context.pricing !== null && placeProblems(context).length === 0
}

/** The payment machine's method for the chosen payment: none for one paid on delivery. */
export function paymentMethodOf(context: Pick<StepContext, 'payment'>): PaymentMethod | null {
  const type = context.payment?.type
  return isPaymentMethod(type) ? type : null
}

/** The chosen method, one this shop offers, is paid on a confirming step of its own before done. */
export function paysOnConfirmingStep(context: Pick<StepContext, 'payment' | 'shop'>): boolean {
  const method = paymentMethodOf(context)
  return (
    method !== null &&
    context.shop.paymentTypes.includes(method) &&
    PAYMENT_METHODS[method].confirmingStep
  )
}

function reachable(context: StepContext, step: CheckoutStep): boolean {
  switch (step) {
    case 'category':
      return true
    case 'products':
      return context.category !== null
    case 'shippingAndPayment':
      return itemsReady(context)
    case 'orderConfirming':
      return context.orderId !== null && paysOnConfirmingStep(context)
    case 'done':
      return context.orderId !== null
  }
}

/**
 * The step a deep link or Back/Forward to `wanted` lands on: `wanted` when the buyer has what it
 * needs, else the furthest step before it that they have. Once the order exists, the steps that
 * build it are over: every step is `done` (where its payment, if any, happens).
 */
export function allowedStep(context: StepContext, wanted: CheckoutStep): CheckoutStep {
  if (context.orderId !== null) return 'done'
  const upTo = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(wanted) + 1)
  return upTo.findLast((step) => reachable(context, step)) ?? 'category'
}

/**
 * Where the machine is (checkout.machine.ts): a step of `building`, or one of the top-level
 * states after it (`placed` is passed through at once, never rested in).
 */
export type CheckoutState =
  | 'category'
  | 'products'
  | 'shippingAndPayment'
  | 'placing'
  | 'verifying'
  | 'placed'
  | 'unresolved'
  | 'paying'
  | 'done'

/** The `CheckoutState` of a machine's state value, whatever sub-state it is in. */
export function checkoutStateOf(value: StateValue): CheckoutState {
  const first = (of: StateValue) => (typeof of === 'string' ? of : Object.keys(of)[0]!)
  const top = first(value)
  return (
    top === 'building' && typeof value !== 'string' ? first(value.building!) : top
  ) as CheckoutState
}

/**
 * The step route that shows a machine state: placing and re-reading happen on the form that
 * submitted (which shows them busy); paying happens on the confirming step for a method the shop
 * confirms first, else on the done step, the order existing.
 */
export function checkoutStepOf(
  state: CheckoutState,
  context: Pick<StepContext, 'payment' | 'shop'>,
): CheckoutStep {
  switch (state) {
    case 'category':
    case 'products':
    case 'shippingAndPayment':
    case 'done':
      return state
    case 'placing':
    case 'verifying':
    case 'unresolved':
      return 'shippingAndPayment'
    case 'placed':
    case 'paying':
      return paysOnConfirmingStep(context) ? 'orderConfirming' : 'done'
  }
}
