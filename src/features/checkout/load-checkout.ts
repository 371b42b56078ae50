import { getCart } from '../../api/live-shop-v1/cart'
import type { LiveStoreContext as StoreContext } from '../live/posts/post-lookup'

/** The buyer's cart in the checkout's store: what the category step chooses from. */
export async function loadCheckoutCart({ getHttp, store }: StoreContext) {
  return getCart(await getHttp(), store.id)
}
