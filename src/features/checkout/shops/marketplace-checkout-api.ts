/** The marketplace's calls (/api/v2) as its checkout uses them. */
import * as cart from '../../../api/marketplace-v2/cart'
import { checkout } from '../../../api/marketplace-v2/checkout'
import { getOrder, listBuyerOrders } from '../../../api/marketplace-v2/orders'
import * as settings from '../../../api/marketplace-v2/store-settings'
import * as wallet from '../../../api/marketplace-v2/wallet'
import { MARKETPLACE_SHOP } from '../../../../machines/checkout/checkout-shop'
import { MARKETPLACE_CHECKOUT_PAYMENT_TYPES } from '../../../api/schemas/payment-types'
import { JP_SHIPPING_TYPES } from '../../../api/schemas/shipping'
import { marketplacePaymentApi } from '../../payment/marketplace-payment-api'
import { checkoutOutcomeOf } from '../actor/checkout-outcome'
import {
  isOneOf,
  jpCheckoutBody,
  NOT_THIS_SHOP,
  sameNamedCalls,
  type CheckoutShopApi,
} from './checkout-shop-api'

export const marketplaceCheckoutApi: CheckoutShopApi = {
  shop: MARKETPLACE_SHOP,
  payment: marketplacePaymentApi,
  ...sameNamedCalls({ cart, wallet, settings }),
  submitCheckout: async (http, request) => {
    const shipping = request.shipping.type
    const payment = request.payment.type
    if (
      !isOneOf(JP_SHIPPING_TYPES, shipping) ||
      !isOneOf(MARKETPLACE_CHECKOUT_PAYMENT_TYPES, payment)
    ) {
      return NOT_THIS_SHOP
    }
    const body = { ...jpCheckoutBody(request), shipping_type: shipping, payment_type: payment }
    return checkoutOutcomeOf(await checkout(http, body))
  },
  getOrder,
  listRecentOrders: async (http, storeId) =>
    (await listBuyerOrders(http, storeId, { page: 1 })).data,
}
