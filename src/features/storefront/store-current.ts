/**
 * The store a /stores/{slug} page belongs to, loaded only when it differs from the current one
 * (docs/routes.md#store-guard). Every navigation inside a store runs the store guard; the current
 * store is kept here so those navigations cost nothing, and only a different slug reaches the API.
 *
 * The page's URL names the store by slug; every call in the store takes its numeric id
 * (docs/api.md#stores-by-slug-calls-by-id). The id is remembered per slug, so a page opened again
 * sends its own calls beside the store lookup instead of after it.
 */
import { redirect } from '@tanstack/react-router'
import type { Http } from '../../api/http'
import { isApiError } from '../../api/client/results'
import type { Store, StoreId } from '../../api/schemas/store'
import { localCache } from '../../lib/cache'
import { isPositiveInteger } from '../../lib/integers'

export type StoreLookup = { found: true; store: Store } | { found: false }

let current: { slug: string; lookup: Promise<StoreLookup> } | undefined

/** A remembered id is only a head start (the lookup still decides), so it may be old. */
const STORE_ID_TTL_MS = 30 * 24 * 60 * 60 * 1000
const storeIdKey = (slug: string) => `store-id:${slug}`

/** The id last seen for `slug`, if any: a guess the store lookup confirms or corrects. */
export function rememberedStoreId(slug: string): StoreId | undefined {
  const id = localCache.get<unknown>(storeIdKey(slug))
  return isPositiveInteger(id) ? id : undefined
}

function remember(slug: string, lookup: StoreLookup): void {
  if (lookup.found) localCache.set(storeIdKey(slug), lookup.store.id, { ttlMs: STORE_ID_TTL_MS })
  else localCache.remove(storeIdKey(slug))
}

async function fetchStore(getHttp: () => Promise<Http>, slug: string): Promise<StoreLookup> {
  // The store guard runs in the shell; the catalog calls and their schemas load with the store.
  const [http, { getStoreBySlug }] = await Promise.all([
    getHttp(),
    import('../../api/marketplace-v2/catalog'),
  ])
  try {
    return { found: true, store: await getStoreBySlug(http, slug) }
  } catch (error) {
    if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
      return { found: false }
    }
    throw error
  }
}

/**
 * The store of `slug`: the current one when it is the same, else loaded (and then current).
 * Two navigations at once share one request. Only a found store stays current: a failure or an
 * unknown slug is asked again next time (the network may be back, the store may be opened).
 */
export function loadCurrentStore(getHttp: () => Promise<Http>, slug: string): Promise<StoreLookup> {
  if (current?.slug === slug) return current.lookup
  const lookup = fetchStore(getHttp, slug)
  const entry = { slug, lookup }
  current = entry
  const forget = () => {
    if (current === entry) current = undefined
  }
  // A failed lookup is the guard's to show (it awaits the same promise); here it is only forgotten.
  lookup.then((result) => {
    remember(slug, result)
    if (!result.found) forget()
  }, forget)
  return lookup
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => {
      // Kept, not handled: thrown by withStoreId if the call stands, dropped if it is made again.
      return { ok: false, error }
    },
  )

/**
 * `call` made with the id of the store `slug` names, for a page's loader. With the id remembered
 * from an earlier visit, the call goes out at once, beside the store lookup; the lookup decides,
 * and a remembered id that is no longer the slug's store is thrown away and the call made again
 * with the store's own. Without one, the call waits for the lookup. A slug that names no store
 * is the not-found page, as the store guard says.
 */
export async function withStoreId<T>(
  getHttp: () => Promise<Http>,
  slug: string,
  call: (storeId: StoreId) => Promise<T>,
): Promise<T> {
  const lookup = loadCurrentStore(getHttp, slug)
  const guess = rememberedStoreId(slug)
  const early = guess === undefined ? undefined : settle(call(guess))
  const result = await lookup
  if (!result.found) throw redirect({ to: '/error/not-found', replace: true })
  if (early === undefined || result.store.id !== guess) return call(result.store.id)
  const outcome = await early
  if (outcome.ok) return outcome.value
  throw outcome.error
}

/** Tests start from no current store. */
export function forgetCurrentStore(): void {
  current = undefined
}
