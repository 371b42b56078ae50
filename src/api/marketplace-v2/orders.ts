/** Marketplace orders (/api/v2; the shared calls are in ../shared/orders.ts). */
import type { Http } from '../http'
import type { QueryOf } from '../schemas/calls/call'
import { purchaseCalls } from '../schemas/calls/marketplace-v2/purchase'
import { orderCallsV2 } from '../schemas/calls/shared/orders'
import type { StoreId } from '../schemas/store'
import { contractSpec } from '../shared/contract-spec'
import { orderClient } from '../shared/orders'

export const {
  getOrder,
  changePaymentMethod,
  generatePaymentAccount,
  listOrderMessages,
  sendOrderMessage,
} = orderClient(orderCallsV2, 'v2')

/**
 * GET stores/{id}/orders/buyer: the member's orders in one store (by its id), newest first,
 * paged (`{ page }` from 1). Default flavour.
 */
export function listBuyerOrders(
  http: Http,
  storeId: StoreId,
  query: QueryOf<typeof purchaseCalls.listBuyerOrders> = {},
) {
  return http.call(
    contractSpec('v2.listBuyerOrders', purchaseCalls.listBuyerOrders, {
      params: { id: storeId },
      query,
    }),
  )
}
