import type { CheckoutShopApi } from './checkout-shop-api'
import { loadDoneOrder } from './load-done-order'
import type { LiveStoreContext as StoreContext } from '../live/posts/post-lookup'

/** The done step's order in a live shop, read with that shop's calls in the checkout's store. */
export const loadLiveDoneOrder =
  (api: CheckoutShopApi) =>
  async ({ context, params }: { context: StoreContext; params: { orderId: string } }) =>
    loadDoneOrder(api, await context.getHttp(), context.store.id, params.orderId)
