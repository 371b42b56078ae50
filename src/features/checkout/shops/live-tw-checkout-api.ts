/**
 * The live shop's calls (/api/v1/17shop) as its Taiwan checkout uses them: home delivery to one of
 * the buyer's Taiwan addresses for this store, PayUni card, the stream bought from, and e-mail and
 * phone always (the shop asks everyone: LIVE_TW_SHOP.contactAlwaysRequired).
 */
import { checkout } from '../../../api/live-shop-v1/checkout'
import { listTwShippingSettings } from '../../../api/live-shop-v1/store-settings'
import { deleteTwAddress } from '../../../api/live-shop-v1/tw-addresses'
import { LIVE_TW_SHOP } from '../../../../machines/checkout/checkout-shop'
import { TW_CHECKOUT_PAYMENT_TYPE } from '../../../api/schemas/payment-types'
import { TW_SHIPPING_TYPE } from '../../../api/schemas/shipping'
import { checkoutOutcomeOf } from '../actor/checkout-outcome'
import { NOT_THIS_SHOP, type CheckoutShopApi } from './checkout-shop-api'
import { liveJpCheckoutApi } from './live-jp-checkout-api'

/** The same live-shop calls as Japan's (cart, orders, cards, pay), but for these. */
export const liveTwCheckoutApi: CheckoutShopApi = {
  ...liveJpCheckoutApi,
  shop: LIVE_TW_SHOP,
  submitCheckout: async (http, request) => {
    const { shipping, payment, email, phone } = request
    // The machine's guards keep other types and empty contact out; they never leave the browser.
    if (shipping.type !== TW_SHIPPING_TYPE || payment.type !== TW_CHECKOUT_PAYMENT_TYPE) {
      return NOT_THIS_SHOP
    }
    if (email === null || phone === null) return NOT_THIS_SHOP
    const body = {
      item_ids: request.itemIds,
      shipping_data: { type: shipping.type, address_id: request.addressId },
      payment_type: payment.type,
      email,
      phone,
      custom_buyer_name: request.buyerName,
      stream_id: request.streamId,
    }
    return checkoutOutcomeOf(await checkout(http, body))
  },
  // Taiwan addresses are kept per store.
  deleteAddress: (http, addressId, storeId) => deleteTwAddress(http, storeId, addressId),
  // Taiwan's home delivery settings have their own call.
  listShippingSettings: listTwShippingSettings,
}
