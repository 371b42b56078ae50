import type { CheckoutStep } from '../../../../machines/checkout/checkout-steps'
import {
  showsCheckoutStep,
  type CheckoutRoutes,
  type Navigate,
} from '../../../features/checkout/checkout-routes'
import { keepLiveLinkQuery } from '../../../features/live/keep-query'

// Taiwan has no confirming step (no method of its own is paid before done): that step is done.
function go(navigate: Navigate, step: CheckoutStep, orderId: number | null, replace: boolean) {
  const options = { replace, search: keepLiveLinkQuery }
  switch (step) {
    case 'category':
      return navigate({ to: '/17shop/tw-checkout/step-category', ...options })
    case 'products':
      return navigate({ to: '/17shop/tw-checkout/step-products', ...options })
    case 'shippingAndPayment':
      return navigate({ to: '/17shop/tw-checkout/step-shipping-and-payment', ...options })
    case 'orderConfirming':
    case 'done':
      return navigate({
        to: '/17shop/tw-checkout/step-done/$orderId',
        params: { orderId: String(orderId ?? 0) },
        ...options,
      })
  }
}

/** The Taiwan live checkout's step routes, under /17shop/tw-checkout. */
export const LIVE_TW_CHECKOUT_ROUTES: CheckoutRoutes = { shows: showsCheckoutStep, go }
