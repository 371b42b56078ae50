/**
 * What each checkout step needs, as pure functions of the machine's context, shared by the
 * machine's guards and the step routes (design 4: the machine decides, the URL reflects).
 */
import type {
  GoodsCategory,
  JpShippingType,
  MarketplacePaymentType,
  Pricing,
  ChangedItem,
} from './checkout-types'

/** The step routes of the marketplace checkout (spec 2), in order. */
export const CHECKOUT_STEPS = ['category', 'products', 'shippingAndPayment', 'done'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

export interface ShippingChoice {
  settingId: number
  type: JpShippingType
}

export interface PaymentChoice {
  settingId: number
  type: MarketplacePaymentType
}

export interface Contact {
  /** null: a member's own (the server fills it in); a guest must give it. */
  email: string | null
  phone: string | null
  /** A name for the parcel other than the address's, if any. */
  buyerName: string | null
}

/** The part of the checkout context the step rules read. */
export interface StepContext {
  member: boolean
  category: GoodsCategory | null
  itemIds: readonly number[]
  changedItems: readonly ChangedItem[]
  shipping: ShippingChoice | null
  addressId: number | null
  payment: PaymentChoice | null
  contact: Contact
  pricing: Pricing | null
  orderId: number | null
}

/** Items chosen, none of them with changes the buyer has not yet accepted or dropped. */
export function itemsReady(context: StepContext): boolean {
  const changed = new Set(context.changedItems.map((item) => item.cart_item_id))
  return (
    context.category !== null &&
    context.itemIds.length > 0 &&
    context.itemIds.every((id) => !changed.has(id))
  )
}

/** Enough to ask for a price: items and a shipping setting (address and payment refine it). */
export function canPrice(context: StepContext): boolean {
  return itemsReady(context) && context.shipping !== null
}

/** A guest has no account to take the e-mail and phone from. */
export function contactComplete(context: StepContext): boolean {
  if (context.member) return true
  return Boolean(context.contact.email?.trim()) && Boolean(context.contact.phone?.trim())
}

/**
 * Everything the checkout call needs, priced. Cash on delivery goes with the cash-on-delivery
 * shipping type and only with it (else the server answers INVALID_SHIPPING_TYPE_EXCEPTION).
 */
export function readyToPlace(context: StepContext): boolean {
  return (
    canPrice(context) &&
    context.pricing !== null &&
    context.addressId !== null &&
    context.payment !== null &&
    (context.shipping?.type === 'custom_cod') === (context.payment.type === 'custom_cod') &&
    contactComplete(context)
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

/** The machine's top-level states (marketplace-checkout.machine.ts). */
export type CheckoutState =
  | 'category'
  | 'products'
  | 'shippingAndPayment'
  | 'placing'
  | 'verifying'
  | 'unresolved'
  | 'paying'
  | 'done'

/**
 * The step route that shows a machine state: placing and re-reading happen on the form that
 * submitted (which shows them busy); paying happens on the done step, the order existing.
 */
export function checkoutStepOf(state: CheckoutState): CheckoutStep {
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
    case 'paying':
      return 'done'
  }
}
