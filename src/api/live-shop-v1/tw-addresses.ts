/**
 * Taiwan addresses: kept per store, in their own flat shape, for the Taiwan checkout. Default
 * flavour: a failure rejects (a store that is not Taiwan's, someone else's address: 404).
 */
import type { Http } from '../http'
import { purchaseCalls as calls } from '../schemas/calls/live-shop-v1/purchase'
import type { BodyOf } from '../schemas/calls/call'
import { contractSpec } from '../shared/contract-spec'

/** GET /tw/stores/{storeId}/addresses: the buyer's addresses for this store. */
export async function listTwAddresses(http: Http, storeId: number) {
  return (
    await http.call(
      contractSpec('v1.listTwAddresses', calls.listTwAddresses, { params: { id: storeId } }),
    )
  ).data
}

export async function createTwAddress(
  http: Http,
  storeId: number,
  body: BodyOf<typeof calls.createTwAddress>,
) {
  const spec = contractSpec('v1.createTwAddress', calls.createTwAddress, {
    params: { id: storeId },
    body,
  })
  return (await http.call(spec)).data
}

export function deleteTwAddress(http: Http, storeId: number, addressId: number) {
  return http.call(
    contractSpec('v1.deleteTwAddress', calls.deleteTwAddress, {
      params: { id: storeId, addressId },
    }),
  )
}
