import type { CheckoutStep } from '../../../../../../machines/checkout/checkout-steps'
import {
  showsCheckoutStep,
  type CheckoutRoutes,
  type Navigate,
} from '../../../../../features/checkout/checkout-routes'

const storeParams = (prev: { storeSlug?: string }) => ({ storeSlug: prev.storeSlug ?? '' })

function go(navigate: Navigate, step: CheckoutStep, orderId: number | null, replace: boolean) {
  const options = { replace, params: storeParams }
  switch (step) {
    case 'category':
      return navigate({ to: '/stores/$storeSlug/marketplace/checkout/step-category', ...options })
    case 'products':
      return navigate({ to: '/stores/$storeSlug/marketplace/checkout/step-products', ...options })
    case 'shippingAndPayment':
      return navigate({
        to: '/stores/$storeSlug/marketplace/checkout/step-shipping-and-payment',
        ...options,
      })
    // The marketplace confirms no method on a step of its own: it pays on the done step.
    case 'orderConfirming':
    case 'done':
      return navigate({
        to: '/stores/$storeSlug/marketplace/checkout/step-done/$orderId',
        replace,
        params: (prev: { storeSlug?: string }) => ({
          ...storeParams(prev),
          orderId: String(orderId ?? 0),
        }),
      })
  }
}

/** The marketplace checkout's step routes, under /stores/{slug}/marketplace/checkout. */
export const MARKETPLACE_CHECKOUT_ROUTES: CheckoutRoutes = { shows: showsCheckoutStep, go }
