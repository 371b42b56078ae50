import type { useNavigate } from '@tanstack/react-router'
import { openChild } from '../../shared/open-child'
import type { CheckoutStep } from '../../../../machines/checkout/checkout-steps'

export type Navigate = ReturnType<typeof useNavigate>

/**
 * Where one shop's checkout steps live (the shop's description makes this from the step-path
 * table), so the step screens and the step-follows-the-machine hook are the same for every shop.
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

/**
 * Each step's path below a shop's checkout route, the same for every shop: the route files of a
 * shop sit at these paths. `$orderId` is the placed order's. The confirming step's path names the
 * one method paid on such a step (PayPay, in the live shop in Japan).
 */
export const STEP_PATHS = {
  category: 'step-category',
  products: 'step-products',
  shippingAndPayment: 'step-shipping-and-payment',
  orderConfirming: 'step-order-confirming/$orderId/payment/gmo-paypay',
  done: 'step-done/$orderId',
} as const satisfies Record<CheckoutStep, string>

/** A step path as a pattern of a location's pathname (any order id). */
const patternOf = (path: string) => new RegExp(`/${path.replaceAll('$orderId', '[^/]+')}$`)

const PATTERNS = Object.fromEntries(
  Object.entries(STEP_PATHS).map(([step, path]) => [step, patternOf(path)]),
) as Record<CheckoutStep, RegExp>

/** Whether a location's pathname is `step`'s route, under whichever shop's checkout. */
export const showsCheckoutStep = (pathname: string, step: CheckoutStep) =>
  PATTERNS[step].test(pathname.replace(/\/$/, ''))

/**
 * The checkout route a location's pathname is a step of (whichever shop: the step paths are the
 * same below each), else the pathname itself.
 */
export function checkoutBaseOf(pathname: string): string {
  const path = pathname.replace(/\/$/, '')
  for (const pattern of Object.values(PATTERNS)) {
    const found = pattern.exec(path)
    if (found) return path.slice(0, found.index)
  }
  return path
}

/** The pathname of `step` (for the order, after placing) in the checkout `pathname` is in. */
export const stepPathOf = (pathname: string, step: CheckoutStep, orderId: number | null) =>
  `${checkoutBaseOf(pathname)}/${STEP_PATHS[step].replace('$orderId', String(orderId ?? 0))}`

/** The marketplace pays on the done step: a 3-D Secure return comes back to this order's. */
export const returnToDoneStep = (orderId: number): string =>
  `${window.location.origin}${stepPathOf(window.location.pathname, 'done', orderId)}?payment=returned`

/** What a shop's step routes are: where they sit, and what a step's link keeps of the query. */
export interface CheckoutPlace {
  /** The shop's checkout route; its steps are `${base}/${STEP_PATHS[step]}`. */
  base: string
  /** Whether the shop has the confirming step's route (one of its methods is paid on it). */
  confirms: boolean
  /** What a step's link keeps of the page's query (the live shop's ids and locale), else none. */
  keepSearch?: (prev: never) => object
}

/**
 * The shop's step routes from the table. A shop without the confirming step shows that step's
 * state on the done step (the machine never goes there for its methods).
 */
export function checkoutRoutes({ base, confirms, keepSearch }: CheckoutPlace): CheckoutRoutes {
  return {
    shows: showsCheckoutStep,
    go: (navigate, wanted, orderId, replace) => {
      const step = wanted === 'orderConfirming' && !confirms ? 'done' : wanted
      const path: string = STEP_PATHS[step]
      const order = path.includes('$orderId') ? { orderId: String(orderId ?? 0) } : {}
      // Built from the table, the path is no literal the router's types can check: the route
      // files' own paths are (createFileRoute), and each shop's browser specs walk every step.
      return navigate({
        to: `${base}/${path}` as '.',
        params: (prev: object) => ({ ...prev, ...order }),
        search: keepSearch as never,
        replace,
      })
    },
  }
}

/** A shop's checkout route opens on its first step, with the query the link carried. */
export const redirectToFirstStep = openChild(STEP_PATHS.category)
