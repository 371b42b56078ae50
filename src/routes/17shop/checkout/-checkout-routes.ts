import type { CheckoutStep } from '../../../../machines/checkout/checkout-steps'
import {
  showsCheckoutStep,
  type CheckoutRoutes,
  type Navigate,
} from '../../../features/checkout/checkout-routes'
import { keepLiveLinkQuery } from '../../../features/live/keep-query'

function go(navigate: Navigate, step: CheckoutStep, orderId: number | null, replace: boolean) {
  const options = { replace, search: keepLiveLinkQuery }
  const order = { orderId: String(orderId ?? 0) }
  switch (step) {
    case 'category':
      return navigate({ to: '/17shop/checkout/step-category', ...options })
    case 'products':
      return navigate({ to: '/17shop/checkout/step-products', ...options })
    case 'shippingAndPayment':
      return navigate({ to: '/17shop/checkout/step-shipping-and-payment', ...options })
    case 'orderConfirming':
      return navigate({
        to: '/17shop/checkout/step-order-confirming/$orderId/payment/gmo-paypay',
        params: order,
        ...options,
      })
    case 'done':
      return navigate({ to: '/17shop/checkout/step-done/$orderId', params: order, ...options })
  }
}

/** The Japan live checkout's step routes, under /17shop/checkout. */
export const LIVE_JP_CHECKOUT_ROUTES: CheckoutRoutes = { shows: showsCheckoutStep, go }
