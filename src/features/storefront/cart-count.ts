import { useEffect, useSyncExternalStore } from 'react'
import type { Http } from '../../api/http'
import { reportUnexpected } from '../../api/client/report-unexpected'

/**
 * How many items the visitor's cart in a store holds, for the header. Read from the server
 * whenever something may have changed it (a page change, an add), so it is never a second
 * copy of the cart that could drift: `null` until read, or when it cannot be.
 */
const counts = new Map<string, number>()
const listeners = new Set<() => void>()
/**
 * The latest read or reset of each store's count. Reads overlap (a page change and a logout a
 * moment apart) and answer in any order; only the latest may set the count, or the cart of a
 * session already left (the member's, after logging out) would be shown as this one's.
 */
const latest = new Map<string, number>()
const begin = (storeSlug: string) => {
  const turn = (latest.get(storeSlug) ?? 0) + 1
  latest.set(storeSlug, turn)
  return () => latest.get(storeSlug) === turn
}

function set(storeSlug: string, count: number | null) {
  if (count === null) counts.delete(storeSlug)
  else counts.set(storeSlug, count)
  for (const listener of listeners) listener()
}

/** Reads the cart again; a failure leaves the count unknown rather than wrong. */
export async function refreshCartCount(getHttp: () => Promise<Http>, storeSlug: string) {
  const isLatest = begin(storeSlug)
  try {
    const { getCart } = await import('../../api/marketplace-v2/cart')
    const cart = await getCart(await getHttp(), storeSlug)
    const count = cart.items.reduce((sum, item) => sum + item.quantity, 0)
    if (isLatest()) set(storeSlug, Number.isSafeInteger(count) && count >= 0 ? count : null)
  } catch (error) {
    reportUnexpected(error, { source: 'cart count', storeSlug })
    if (isLatest()) set(storeSlug, null)
  }
}

/** No session, no cart: a read still under way for the session just left is let go. */
function forget(storeSlug: string) {
  begin(storeSlug)
  set(storeSlug, null)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The count for the header. `hasSession`: a ghost has no cart (asking would make nobody a
 * guest), so the count is read only for a guest or member; `readKey` changes when it should be
 * read again (the page's path).
 */
export function useCartCount(
  getHttp: () => Promise<Http>,
  storeSlug: string,
  hasSession: boolean,
  readKey: string,
): number | null {
  useEffect(() => {
    if (hasSession) void refreshCartCount(getHttp, storeSlug)
    else forget(storeSlug)
  }, [getHttp, storeSlug, hasSession, readKey])
  return useSyncExternalStore(
    subscribe,
    () => counts.get(storeSlug) ?? null,
    () => null,
  )
}
