/**
 * The region guard's decisions (docs/routes.md#store-and-region): which store query a link leads
 * to, and whether the store found may be shown on the page that asked (the JP checkout only for JP
 * stores, the Taiwan checkout only for TW stores).
 */
import type { Region } from '../../../api/schemas/common'
import type { RegionSource } from './live-query'

export type StoreQuery = { liver_id: number } | { post_id: number }

/** The stores/query parameters, or undefined when the id cannot name a store (post id 0). */
export function storeQueryOf(source: RegionSource): StoreQuery | undefined {
  if (source.id <= 0) return undefined
  return source.kind === 'liver' ? { liver_id: source.id } : { post_id: source.id }
}

/** One key per store query, for remembering lookups between navigations. */
export function storeQueryKey(query: StoreQuery): string {
  return 'liver_id' in query ? `liver:${query.liver_id}` : `post:${query.post_id}`
}

/** A page's store is fine when the page has no region of its own, or it is the store's. */
export function regionAllows(storeRegion: Region, pageRegion: Region | undefined): boolean {
  return pageRegion === undefined || storeRegion === pageRegion
}

/**
 * What a failed store look-up means. 404 (no such liver or post) and 422 (an id the API will not
 * read) mean the link is wrong: abnormal. 401: the session is gone. Anything else is not the
 * link's fault and goes to the route's error screen with its "Try again".
 */
export function storeLookupFailure(
  status: number | undefined,
): 'abnormal' | 'unauthorized' | 'error' {
  if (status === 401) return 'unauthorized'
  if (status === 400 || status === 403 || status === 404 || status === 422) return 'abnormal'
  return 'error'
}
