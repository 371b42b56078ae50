/**
 * The checkout steps' loaders, one per step for every shop: each takes the shop's description
 * (its calls, the store its route names, its kind of address) and returns the route's loader.
 */
import { listTwAddresses } from '../../../api/live-shop-v1/tw-addresses'
import type { Http } from '../../../api/http'
import type { StoreId } from '../../../api/schemas/store'
import type { CheckoutShopApi } from '../shops/checkout-shop-api'
import { loadDoneOrder } from './load-done-order'
import { loadLastUsed } from './load-last-used'
import type { AddressKind, ShopCheckout, StepMatch } from '../shops/shop-checkout'
import type { ShippingAndPaymentData } from '../steps/step-shipping-and-payment'

/** The buyer's cart in the checkout's store: what the category and products steps show. */
export const loadCheckoutCart =
  <M extends StepMatch>(shop: ShopCheckout<M>) =>
  async (match: M) => {
    const http = await match.context.getHttp()
    return shop.inStore(match, (store) => shop.api.getCart(http, store))
  }

type SavedAddresses = Pick<ShippingAndPaymentData, 'addresses' | 'twAddresses'>

/** The buyer's saved addresses of the shop's kind: JP ones, or Taiwan's for this store. */
const ADDRESSES: Record<
  AddressKind,
  (api: CheckoutShopApi, http: Http, store: StoreId) => Promise<SavedAddresses>
> = {
  jp: async (api, http) => ({ addresses: await api.listAddresses(http) }),
  tw: async (_api, http, store) => ({
    addresses: [],
    twAddresses: await listTwAddresses(http, store),
  }),
}

/**
 * What the store offers and the buyer's saved addresses, loaded together; and what the buyer's
 * latest order used, which the step shows without: it takes a second round trip (the list, then
 * the orders), and only the checkout's first choices wait for it.
 */
export const loadShippingAndPayment =
  <M extends StepMatch>(shop: ShopCheckout<M>) =>
  async (match: M): Promise<ShippingAndPaymentData> => {
    const { api } = shop
    const http = await match.context.getHttp()
    return shop.inStore(match, async (store) => {
      const lastUsed = shop.memberOf(match) ? loadLastUsed(api, http, store) : null
      const [shippingSettings, paymentSettings, saved] = await Promise.all([
        api.listShippingSettings(http, store),
        api.listPaymentSettings(http, store),
        ADDRESSES[shop.addressKind](api, http, store),
      ])
      return { shippingSettings, paymentSettings, ...saved, lastUsed }
    })
  }

/** The done step's order, read with the shop's calls in the checkout's store. */
export const loadCheckoutDone =
  <M extends StepMatch>(shop: ShopCheckout<M>) =>
  async (match: M & { params: { orderId: string } }) => {
    const http = await match.context.getHttp()
    return shop.inStore(match, (store) =>
      loadDoneOrder(shop.api, http, store, match.params.orderId),
    )
  }
