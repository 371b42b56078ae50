/** The live shop's calls (/api/v1/17shop) as its Japan checkout uses them: PayPay, the stream. */
import * as cart from '../../../api/live-shop-v1/cart'
import { checkout } from '../../../api/live-shop-v1/checkout'
import { getOrder, listOrders } from '../../../api/live-shop-v1/orders'
import * as settings from '../../../api/live-shop-v1/store-settings'
import * as wallet from '../../../api/live-shop-v1/wallet'
import { LIVE_JP_SHOP } from '../../../../machines/checkout/checkout-shop'
import { LIVE_JP_CHECKOUT_PAYMENT_TYPES } from '../../../api/schemas/payment-types'
import { JP_SHIPPING_TYPES } from '../../../api/schemas/shipping'
import { livePaymentApi } from '../../payment/live-payment-api'
import { checkoutOutcomeOf } from '../actor/checkout-outcome'
import {
  isOneOf,
  jpCheckoutBody,
  NOT_THIS_SHOP,
  sameNamedCalls,
  type CheckoutShopApi,
} from './checkout-shop-api'

export const liveJpCheckoutApi: CheckoutShopApi = {
  shop: LIVE_JP_SHOP,
  payment: livePaymentApi,
  ...sameNamedCalls({ cart, wallet, settings }),
  submitCheckout: async (http, request) => {
    const shipping = request.shipping.type
    const payment = request.payment.type
    if (
      !isOneOf(JP_SHIPPING_TYPES, shipping) ||
      !isOneOf(LIVE_JP_CHECKOUT_PAYMENT_TYPES, payment)
    ) {
      return NOT_THIS_SHOP
    }
    const body = {
      ...jpCheckoutBody(request),
      shipping_type: shipping,
      payment_type: payment,
      stream_id: request.streamId,
    }
    return checkoutOutcomeOf(await checkout(http, body))
  },
  getOrder,
  // Every store's orders of the buyer: the one made since this checkout call is the one looked for.
  listRecentOrders: async (http) => (await listOrders(http, { page: 1 })).data,
}
