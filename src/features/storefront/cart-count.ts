import { useEffect, useSyncExternalStore } from 'react'
import type { Http } from '../../api/http'
import { reportUnexpected } from '../../api/client/report-unexpected'
import type { StoreId } from '../../api/schemas/store'

/**
 * How many items the visitor's cart in a store holds, for the header. Read from the server
 * whenever something may have changed it (a page change, an add, in this tab or another), so it is never a second
 * copy of the cart that could drift: `null` until read, or when it cannot be.
 */
const counts = new Map<StoreId, number>()
const listeners = new Set<() => void>()
/**
 * The latest read or reset of each store's count. Reads overlap (a page change and a logout a
 * moment apart) and answer in any order; only the latest may set the count, or the cart of a
 * session already left (the member's, after logging out) would be shown as this one's.
 */
const latest = new Map<StoreId, number>()
const begin = (storeId: StoreId) => {
  const turn = (latest.get(storeId) ?? 0) + 1
  latest.set(storeId, turn)
  return () => latest.get(storeId) === turn
}

function set(storeId: StoreId, count: number | null) {
  if (count === null) counts.delete(storeId)
  else counts.set(storeId, count)
  for (const listener of listeners) listener()
}

/** Reads the cart again; a failure leaves the count unknown rather than wrong. */
export async function refreshCartCount(getHttp: () => Promise<Http>, storeId: StoreId) {
  const isLatest = begin(storeId)
  try {
    const { getCart } = await import('../../api/marketplace-v2/cart')
    const cart = await getCart(await getHttp(), storeId)
    const count = cart.items.reduce((sum, item) => sum + item.quantity, 0)
    if (isLatest()) set(storeId, Number.isSafeInteger(count) && count >= 0 ? count : null)
  } catch (error) {
    reportUnexpected(error, { source: 'cart count', storeId })
    if (isLatest()) set(storeId, null)
  }
}

/**
 * The tabs of this browser share one session, so one cart per store: a tab that changed it says
 * so here, and the others read their count again (never a count sent along: each reads its own).
 */
const CART_CHANNEL = 'storefront:cart'
const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CART_CHANNEL)

/** This tab changed the store's cart (an add): its count and every other tab's are read again. */
export function cartChanged(getHttp: () => Promise<Http>, storeId: StoreId) {
  channel?.postMessage({ storeId })
  return refreshCartCount(getHttp, storeId)
}

function onCartChangedElsewhere(storeId: StoreId, then: () => void): () => void {
  const listener = (event: MessageEvent<unknown>) => {
    const data = event.data as { storeId?: unknown } | null
    if (data?.storeId === storeId) then()
  }
  channel?.addEventListener('message', listener)
  return () => channel?.removeEventListener('message', listener)
}

/** No session, no cart: a read still under way for the session just left is let go. */
function forget(storeId: StoreId) {
  begin(storeId)
  set(storeId, null)
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
  storeId: StoreId,
  hasSession: boolean,
  readKey: string,
): number | null {
  useEffect(() => {
    if (hasSession) void refreshCartCount(getHttp, storeId)
    else forget(storeId)
  }, [getHttp, storeId, hasSession, readKey])
  // Another tab's add: read again now, not at this tab's next page change.
  useEffect(
    () =>
      hasSession
        ? onCartChangedElsewhere(storeId, () => void refreshCartCount(getHttp, storeId))
        : undefined,
    [getHttp, storeId, hasSession],
  )
  return useSyncExternalStore(
    subscribe,
    () => counts.get(storeId) ?? null,
    () => null,
  )
}
