import { redirect } from '@tanstack/react-router'
import { getCart } from '../../../api/live-shop-v1/cart'
import { loadOrder } from '../orders/load-orders'
import type { LiveStoreContext as StoreContext } from '../posts/post-lookup'

/** The buyer's cart in the checkout's store: what the category step chooses from. */
export async function loadCheckoutCart({ getHttp, store }: StoreContext) {
  return getCart(await getHttp(), store.id)
}

/** An order of a later step; it must be of the checkout's store, else the link is wrong. */
export async function loadCheckoutOrder(context: StoreContext, rawOrderId: string) {
  const order = await loadOrder(context, rawOrderId)
  if (order.store.id !== context.store.id) throw redirect({ to: '/error/abnormal', replace: true })
  return order
}
