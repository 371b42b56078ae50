/**
 * The shipping, payment and category the checkout chooses by itself (docs/machines/README.md#defaults),
 * as pure functions of what it knows (checkout-known.ts) and of the context: one possible answer
 * is chosen; else what the buyer's latest order in this store used, while it still fits; else
 * the store's first. The machine's named actions assign them, its guards compare with them.
 */
import {
  paymentFits,
  shippingOffered,
  type PaymentChoice,
  type ShippingChoice,
} from './checkout-steps'
import {
  filledContact,
  knownOf,
  lastUsedOf,
  lastUsedReading,
  latestFittingAddress,
  onlyCategory,
  type DefaultsContext,
} from './checkout-known'
import type { GoodsCategory } from './checkout-types'

/** The category chosen, else the only one the cart has items of. */
export const usualCategory = (context: DefaultsContext): GoodsCategory | null =>
  context.category ?? onlyCategory(context)

/**
 * The shipping chosen, else of the store's settings this shop takes: the one the latest order
 * used, else the first (the only one, when there is one). None while the latest order is still
 * being read: choosing the first and then switching would move the price under the buyer's eyes.
 */
export function usualShipping(context: DefaultsContext): ShippingChoice | null {
  if (context.shipping !== null) return context.shipping
  if (lastUsedReading(context)) return null
  const offered = (knownOf(context).shippings ?? []).filter((shipping) =>
    shippingOffered(context, shipping.type),
  )
  const last = lastUsedOf(context)?.shipping
  return offered.find((shipping) => shipping.type === last) ?? offered[0] ?? null
}

/**
 * The payment chosen while it fits the shipping, else of the store's settings that fit it: the
 * method the latest order used, else the first (cash on delivery alone fits its shipping). None
 * before a shipping is chosen: what fits is not known yet; and none while the latest order is
 * still being read (a shipping the buyer chose meanwhile): its method may fit too.
 */
export function fittingPayment(context: DefaultsContext): PaymentChoice | null {
  if (context.payment !== null && paymentFits(context, context.payment.type)) {
    return context.payment
  }
  if (context.shipping === null) return context.payment
  if (lastUsedReading(context)) return null
  const fitting = (knownOf(context).payments ?? []).filter((payment) =>
    paymentFits(context, payment.type),
  )
  const last = lastUsedOf(context)?.payment
  return fitting.find((payment) => payment.type === last) ?? fitting[0] ?? context.payment
}

/**
 * The address chosen, else the latest saved one that fits the shipping; none while the buyer is
 * typing a new one (the order goes there).
 */
export function usualAddressId(context: DefaultsContext): number | null {
  if (context.addressId !== null || (context.newAddress ?? null) !== null) return context.addressId
  return latestFittingAddress(context)?.id ?? null
}

/**
 * The shipping step's own choices, in order, each reading the one before (docs/machines/README.md#defaults):
 * a shipping, the address that fits it, a payment that fits it, contact. Keyed by the machine's
 * action that makes each (checkout.machine.ts runs them in this order); blanks only, so a choice
 * the buyer made stays.
 */
export const STEP_DEFAULTS = {
  chooseUsualShipping: (context: DefaultsContext) => ({ shipping: usualShipping(context) }),
  /**
   * The latest saved address that fits the shipping (none when none fits, or while the buyer
   * types a new one).
   */
  chooseLatestAddress: (context: DefaultsContext) => ({ addressId: usualAddressId(context) }),
  chooseFittingPayment: (context: DefaultsContext) => ({ payment: fittingPayment(context) }),
  /** Blank contact fields from the profile, else the chosen address; typed ones stay. */
  fillContact: (context: DefaultsContext) => ({ contact: filledContact(context) }),
}

export type StepDefault = keyof typeof STEP_DEFAULTS

/** The machine's actions of `STEP_DEFAULTS`, in their order. */
export const STEP_DEFAULT_ACTIONS = Object.keys(STEP_DEFAULTS) as StepDefault[]

/** Every choice of the shipping step the checkout makes, as the machine makes them. */
export function withStepDefaults(context: DefaultsContext): DefaultsContext {
  return STEP_DEFAULT_ACTIONS.reduce(
    (chosen, action) => ({ ...chosen, ...STEP_DEFAULTS[action](chosen) }),
    context,
  )
}

const sameChoice = (a: { settingId: number } | null, b: { settingId: number } | null) =>
  a?.settingId === b?.settingId

/** The defaults would change a choice the price depends on: shipping, address or payment. */
export function defaultsChangePrice(context: DefaultsContext): boolean {
  const after = withStepDefaults(context)
  return (
    !sameChoice(after.shipping, context.shipping) ||
    after.addressId !== context.addressId ||
    !sameChoice(after.payment, context.payment)
  )
}
