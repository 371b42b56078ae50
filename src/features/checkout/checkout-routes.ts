import type { useNavigate } from '@tanstack/react-router'
import type { CheckoutStep } from '../../../machines/checkout/checkout-steps'

export type Navigate = ReturnType<typeof useNavigate>

/**
 * Where one shop's checkout steps live (its routes give this to the checkout provider), so the
 * step screens and the step-follows-the-machine hook are the same for every shop.
 */
export interface CheckoutRoutes {
  /**
   * Whether `pathname` shows `step`: a page the router is leaving may still render for a moment
   * and must not steer.
   */
  shows: (pathname: string, step: CheckoutStep) => boolean
  /** Opens the route of `step` (the order's, for the steps after placing). */
  go: (navigate: Navigate, step: CheckoutStep, orderId: number | null, replace: boolean) => unknown
}

/** Each step's path segment under a checkout route (`…/checkout/step-…`, `…/tw-checkout/step-…`). */
const SEGMENTS: Record<CheckoutStep, RegExp> = {
  category: /checkout\/step-category$/,
  products: /checkout\/step-products$/,
  shippingAndPayment: /checkout\/step-shipping-and-payment$/,
  orderConfirming: /checkout\/step-order-confirming\/[^/]+\/payment\/[^/]+$/,
  done: /checkout\/step-done\/[^/]+$/,
}

/** The step segments every shop's checkout shares. */
export const showsCheckoutStep = (pathname: string, step: CheckoutStep) =>
  SEGMENTS[step].test(pathname.replace(/\/$/, ''))
