/** The marketplace's calls (/api/v2) as its checkout uses them. */
import * as cart from '../../api/marketplace-v2/cart'
import { checkout } from '../../api/marketplace-v2/checkout'
import { getOrder, listBuyerOrders } from '../../api/marketplace-v2/orders'
import * as settings from '../../api/marketplace-v2/store-settings'
import * as wallet from '../../api/marketplace-v2/wallet'
import { MARKETPLACE_SHOP } from '../../../machines/checkout/checkout-shop'
import { marketplacePaymentApi } from '../payment/marketplace-payment-api'
import { checkoutOutcomeOf } from './checkout-outcome'
import {
  jpCheckoutBody,
  NOT_THIS_SHOP,
  sameNamedCalls,
  type CheckoutShopApi,
} from './checkout-shop-api'

export const marketplaceCheckoutApi: CheckoutShopApi = {
  shop: MARKETPLACE_SHOP,
  payment: marketplacePaymentApi,
  ...sameNamedCalls({ cart, wallet, settings }),
  placeOrder: async (http, request) => {
    const { shipping, payment } = request
    if (
      shipping.type === 'tw_home-delivery' ||
      payment.type === 'gmo_paypay' ||
      payment.type === 'payuni_credit'
    ) {
      return NOT_THIS_SHOP
    }
    const body = {
      ...jpCheckoutBody(request),
      shipping_type: shipping.type,
      payment_type: payment.type,
    }
    return checkoutOutcomeOf(await checkout(http, body))
  },
  getOrder,
  listRecentOrders: async (http, storeId) =>
    (await listBuyerOrders(http, storeId, { page: 1 })).data,
}
