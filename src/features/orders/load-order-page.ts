import type { Http } from '../../api/http'
import { loadPaymentOffer } from '../payment/payment-offer'
import type { OrderPageData, OrderShop } from './order-page'

/** The buyer's order in a shop and, when it is unpaid, what it may be paid with. Rejects like the shop's getOrder. */
export async function loadOrderPageOf(
  shop: Pick<OrderShop, 'getOrder' | 'offer'>,
  http: Http,
  orderId: number,
): Promise<OrderPageData> {
  const order = await shop.getOrder(http, orderId)
  return { order, offer: await loadPaymentOffer(http, shop.offer, order) }
}
