/**
 * The region guard (docs/routes.md#store-and-region): the store of the liver or post the link names
 * (GET stores/query), which must be in the page's region. Look-ups are remembered for the page
 * load, since every navigation runs the guard again (tab changes included).
 */
import type { Http } from '../../../api/http'
import { queryStore } from '../../../api/live-shop-v1/catalog'
import { isApiError } from '../../../api/client/results'
import type { Region } from '../../../api/schemas/common'
import type { LiveShopStore } from '../../../api/schemas/store'
import { findRegionSource } from '../guards/live-query'
import {
  regionAllows,
  storeLookupFailure,
  storeQueryKey,
  storeQueryOf,
  type StoreQuery,
} from '../guards/region'
import { queryOf, toAbnormal, toUnauthorized, type PageLocation } from './page-location'

const lookups = new Map<string, Promise<LiveShopStore>>()

function lookUp(http: Http, query: StoreQuery): Promise<LiveShopStore> {
  const key = storeQueryKey(query)
  let lookup = lookups.get(key)
  if (!lookup) {
    lookup = queryStore(http, query)
    lookups.set(key, lookup)
    // A failed look-up is asked again next time (the failure may have been passing).
    lookup.catch(() => lookups.delete(key))
  }
  return lookup
}

export interface StoreGuardOptions {
  /** The `{liverId}` of the path, which comes before the query's ids. */
  pathLiverId?: string
  /** The checkout's region: the store must be in it. */
  region?: Region
}

export async function ensureLiveStore(
  http: Http,
  location: PageLocation,
  options: StoreGuardOptions = {},
) {
  const source = findRegionSource(queryOf(location), options.pathLiverId)
  const query = source && storeQueryOf(source)
  if (!query) return toAbnormal()
  let store: LiveShopStore
  try {
    store = await lookUp(http, query)
  } catch (error) {
    const status =
      isApiError(error) && error.failure.kind === 'http' ? error.failure.status : undefined
    const failure = storeLookupFailure(
      isApiError(error) && error.failure.kind === 'invalid-input' ? 422 : status,
    )
    if (failure === 'abnormal') return toAbnormal()
    if (failure === 'unauthorized') return toUnauthorized()
    throw error
  }
  if (!regionAllows(store.region, options.region)) return toAbnormal()
  return store
}
