import { redirect } from '@tanstack/react-router'
import { loadOrder } from '../../orders/load-orders'
import type { LiveStoreContext as StoreContext } from '../../live/posts/post-lookup'

/**
 * An order of a later step; it must be of the checkout's store, else the link is wrong. Apart
 * from the cart's loader, so the steps before the order do not carry the order pages' reading.
 */
export async function loadCheckoutOrder(context: StoreContext, rawOrderId: string) {
  const order = await loadOrder(context, rawOrderId)
  if (order.store.id !== context.store.id) throw redirect({ to: '/error/abnormal', replace: true })
  return order
}
