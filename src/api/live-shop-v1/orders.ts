/** Live-shop orders (/api/v1/17shop; the shared calls are in ../shared/orders.ts). */
import type { Http } from '../http'
import type { QueryOf } from '../schemas/calls/call'
import { liveShopV1Calls } from '../schemas/calls/live-shop-v1'
import { contractSpec } from '../shared/contract-spec'
import { orderClient } from '../shared/orders'

export const {
  getOrder,
  changePaymentMethod,
  generatePaymentAccount,
  listOrderMessages,
  sendOrderMessage,
} = orderClient(liveShopV1Calls, 'v1')

/** GET /orders: the buyer's orders across live-shop stores, newest first, paged. Default flavour. */
export function listOrders(http: Http, query: QueryOf<typeof liveShopV1Calls.listOrders> = {}) {
  return http.call(contractSpec('v1.listOrders', liveShopV1Calls.listOrders, { query }))
}
