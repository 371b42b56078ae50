import type { Http } from '../api/http'
import { loadCurrentStore } from '../features/storefront/store-current'
import { isStoreSlug } from '../features/storefront/store-slug'
import { loadStoreProduct, loadStoreProducts } from '../features/storefront/store-page-data'
import { pathIdOf } from '../lib/ids'
import type { AppRouter } from './router'

type Match = ReturnType<AppRouter['matchRoutes']>[number]

/**
 * The first page's API calls, started as soon as the API client is there instead of after the
 * page's code, messages and guards: the route's loader asks the same function and gets the same
 * request (store-current keeps the store; the store pages share theirs while the first page
 * loads). Only what the page is sure to ask: a slug or product id its guard refuses asks nothing.
 */
export function startFirstCalls(matches: Match[], getHttp: () => Promise<Http>): void {
  for (const match of matches) {
    if (match.routeId === '/stores/$storeSlug') {
      if (isStoreSlug(match.params.storeSlug))
        loadCurrentStore(getHttp, match.params.storeSlug).catch(ignore)
    } else if (match.routeId === '/stores/$storeSlug/marketplace/') {
      loadStoreProducts(getHttp, match.params.storeSlug, match.loaderDeps).catch(ignore)
    } else if (match.routeId === '/stores/$storeSlug/marketplace/products/$productId') {
      const productId = pathIdOf(match.params.productId)
      if (productId !== undefined)
        loadStoreProduct(getHttp, match.params.storeSlug, productId).catch(ignore)
    }
  }
}

// A failed call is the loader's to show: it asks the same and gets the same failure.
function ignore(): void {}
