import type { CheckoutStep } from '../../../../machines/checkout/checkout-steps'
import {
  showsCheckoutStep,
  type CheckoutRoutes,
  type Navigate,
} from '../../../features/checkout/checkout-routes'

/** The live ids and the locale travel from step to step, so the guards find the same store. */
type Id = string | number | undefined
const keepLinkIds = (prev: { liver_id?: Id; post_id?: Id; stream_id?: Id; locale?: string }) => ({
  liver_id: prev.liver_id,
  post_id: prev.post_id,
  stream_id: prev.stream_id,
  locale: prev.locale,
})

function go(navigate: Navigate, step: CheckoutStep, orderId: number | null, replace: boolean) {
  const options = { replace, search: keepLinkIds }
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
