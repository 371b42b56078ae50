/** Live-shop orders (/api/v1/17shop; the shared calls are in ../shared/orders.ts). */
import type { Http } from '../http'
import type { QueryOf } from '../schemas/calls/call'
import { purchaseCalls } from '../schemas/calls/live-shop-v1/purchase'
import { orderCallsV1 } from '../schemas/calls/shared/orders'
import { contractSpec } from '../shared/contract-spec'
import { orderClient } from '../shared/orders'

export const {
  getOrder,
  changePaymentMethod,
  generatePaymentAccount,
  listOrderMessages,
  sendOrderMessage,
} = orderClient(orderCallsV1, 'v1')

/** GET /orders: the buyer's orders across live-shop stores, newest first, paged. Default flavour. */
export function listOrders(http: Http, query: QueryOf<typeof purchaseCalls.listOrders> = {}) {
  return http.call(contractSpec('v1.listOrders', purchaseCalls.listOrders, { query }))
}
