/**
 * Marketplace stores and products (/api/v2). Default flavour: a failure rejects with ApiError (an
 * unknown slug or product is a 404 the page turns into not-found). The storefront's URL names its
 * store by slug, which finds the store; every call in the store takes its numeric id.
 */
import type { Http } from '../http'
import { shopCalls as calls } from '../schemas/calls/marketplace-v2/shop'
import type { StoreId } from '../schemas/store'
import { withProductQuery, type ProductListQueryInput } from '../shared/catalog-query'
import { contractSpec } from '../shared/contract-spec'

/** GET buyer/stores/{slug}: the store a /stores/{slug} page shows. */
export async function getStoreBySlug(http: Http, slug: string) {
  return (
    await http.call(contractSpec('v2.getStoreBySlug', calls.getStoreBySlug, { params: { slug } }))
  ).data
}

/**
 * GET stores/{id}/products, always `with_market=1` (the marketplace lists what the store sells
 * there). Paged (`page`, `per_page`), or `all: 1` for every product on one page; `tab_names`
 * picks normal and/or printio products, `keyword` searches names and descriptions.
 */
export function listProducts(
  http: Http,
  storeId: StoreId,
  query: Omit<ProductListQueryInput, 'with_market'> = {},
) {
  const spec = contractSpec('v2.listProducts', calls.listProducts, {
    params: { id: storeId },
    query: {},
  })
  return http.call(withProductQuery(spec, { ...query, with_market: 1 }))
}

/** GET stores/{id}/products/{productId}: one product of the store, deleted SKUs left out. */
export async function getProduct(http: Http, storeId: StoreId, productId: number) {
  const params = { id: storeId, productId }
  return (await http.call(contractSpec('v2.getProduct', calls.getProduct, { params }))).data
}
