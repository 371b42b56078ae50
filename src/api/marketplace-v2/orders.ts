/** Marketplace orders (/api/v2; the shared calls are in ../shared/orders.ts). */
import type { Http } from '../http'
import type { QueryOf } from '../schemas/calls/call'
import { marketplaceV2Calls } from '../schemas/calls/marketplace-v2'
import { contractSpec } from '../shared/contract-spec'
import { orderClient } from '../shared/orders'

export const {
  getOrder,
  changePaymentMethod,
  generatePaymentAccount,
  listOrderMessages,
  sendOrderMessage,
} = orderClient(marketplaceV2Calls, 'v2')

/**
 * GET stores/{id}/orders/buyer: the member's orders in one store (id or slug), newest first,
 * paged (`{ page }` from 1). Default flavour.
 */
export function listBuyerOrders(
  http: Http,
  storeId: number | string,
  query: QueryOf<typeof marketplaceV2Calls.listBuyerOrders> = {},
) {
  return http.call(
    contractSpec('v2.listBuyerOrders', marketplaceV2Calls.listBuyerOrders, {
      params: { id: storeId },
      query,
    }),
  )
}
