/**
 * The API calls of the store pages, one function each, asked for by the route's loader and, on
 * the first page, by start-up while the page's code loads (both share one request). The calls
 * load with the page, not with the shell.
 */
import type { Http } from '../../api/http'
import { shareWhileFirstLoad } from '../../lib/first-load-share'
import { withStoreId } from './store-current'

export interface StoreProductsDeps {
  page: number
  tab: string
}

export function loadStoreProducts(
  getHttp: () => Promise<Http>,
  slug: string,
  deps: StoreProductsDeps,
) {
  return shareWhileFirstLoad(`store-products ${slug} ${deps.page} ${deps.tab}`, async () => {
    const [http, { listProducts }] = await Promise.all([
      getHttp(),
      import('../../api/marketplace-v2/catalog'),
    ])
    // Paged, as the live shop's list: the paged form of the API's whole-list call
    // (docs/api.md#the-marketplace-product-list).
    return withStoreId(getHttp, slug, (storeId) =>
      listProducts(http, storeId, { page: deps.page, tab_names: [deps.tab] }),
    )
  })
}

export function loadStoreProduct(getHttp: () => Promise<Http>, slug: string, productId: number) {
  return shareWhileFirstLoad(`store-product ${slug} ${productId}`, async () => {
    const [http, { getProduct }] = await Promise.all([
      getHttp(),
      import('../../api/marketplace-v2/catalog'),
    ])
    return withStoreId(getHttp, slug, (storeId) => getProduct(http, storeId, productId))
  })
}
