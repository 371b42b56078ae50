/**
 * What the live storefront reads (/api/v1/17shop): the store of a liver or post, its products and a
 * stream post as buyers see it. Default flavour: a failure rejects with ApiError; every call needs
 * the live-shop session (a 401 signs out).
 */
import type { Http } from '../http'
import { shopCalls as calls } from '../schemas/calls/live-shop-v1/shop'
import type { QueryOf } from '../schemas/calls/call'
import { withProductQuery, type ProductListQueryInput } from '../shared/catalog-query'
import { contractSpec } from '../shared/contract-spec'

/**
 * GET stores/query: `{ liver_id }` or `{ post_id }` (one of the two) gives the liver's store,
 * whose `region` decides the checkout (JP or Taiwan).
 */
export async function queryStore(http: Http, query: QueryOf<typeof calls.queryStore>) {
  return (await http.call(contractSpec('v1.queryStore', calls.queryStore, { query }))).data
}

/**
 * GET stores/{id}/products: the liver's shop. Without `with_market` only the shop's own
 * products; `with_market: 1` adds those the store also sells on the marketplace. Paged, or
 * `all: 1`; `keyword` and `tab_names` (normal, printio) narrow it.
 */
export function listStoreProducts(http: Http, storeId: number, query: ProductListQueryInput = {}) {
  const spec = contractSpec('v1.listStoreProducts', calls.listStoreProducts, {
    params: { id: storeId },
    query: {},
  })
  return http.call(withProductQuery(spec, query))
}

/** GET products/{id}. */
export async function getProduct(http: Http, productId: number) {
  return (
    await http.call(contractSpec('v1.getProduct', calls.getProduct, { params: { id: productId } }))
  ).data
}

/**
 * GET liveweb/stores/{id}/posts/{postId}: the stream post's products in pivot order, as the
 * liver arranged them (products taken off the post are not in it). The stream tab reads it again
 * every few seconds: a repeated read.
 */
export async function getLivePost(http: Http, storeId: number, postId: number) {
  const spec = contractSpec('v1.getLivePost', calls.getLivePost, {
    params: { id: storeId, postId },
  })
  return (await http.call({ ...spec, repeated: true })).data
}
