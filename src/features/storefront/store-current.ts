/**
 * The store a /stores/{slug} page belongs to, loaded only when it differs from the current one
 * (docs/routes.md#store-guard). Every navigation inside a store runs the store guard; the current
 * store is kept here so those navigations cost nothing, and only a different slug reaches the API.
 */
import type { Http } from '../../api/http'
import { isApiError } from '../../api/client/results'
import type { Store } from '../../api/schemas/store'

export type StoreLookup = { found: true; store: Store } | { found: false }

let current: { slug: string; lookup: Promise<StoreLookup> } | undefined

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
  lookup.then((result) => !result.found && forget(), forget)
  return lookup
}

/** Tests start from no current store. */
export function forgetCurrentStore(): void {
  current = undefined
}
