import { useEffect, useSyncExternalStore } from 'react'
import type { Http } from '../../api/http'
import { reportUnexpected } from '../../api/client/report-unexpected'
import type { StoreId } from '../../api/schemas/store'

/**
 * How many items the visitor's cart in a store holds, beside the way to the cart: the
 * marketplace's header and the live storefront's "Cart and checkout". Read from the server
 * whenever something may have changed it (a page change, an add, in this tab or another), so it is
 * never a second copy of the cart that could drift: `null` until read, or when it cannot be.
 */
export interface CartOf {
  /** The marketplace (v2) and the live shop (v1) keep separate carts for one store. */
  shop: 'marketplace' | 'live'
  storeId: StoreId
}

type CartKey = `${CartOf['shop']} ${StoreId}`
const keyOf = ({ shop, storeId }: CartOf): CartKey => `${shop} ${storeId}`

/** Each shop's own cart read; the count is the same sum of quantities in both. */
const readers: Record<CartOf['shop'], (http: Http, storeId: StoreId) => Promise<number>> = {
  marketplace: async (http, storeId) => {
    const { getCart } = await import('../../api/marketplace-v2/cart')
    return quantityOf(await getCart(http, storeId))
  },
  live: async (http, storeId) => {
    const { getCart } = await import('../../api/live-shop-v1/cart')
    return quantityOf(await getCart(http, storeId))
  },
}

const quantityOf = (cart: { items: readonly { quantity: number }[] }) =>
  cart.items.reduce((sum, item) => sum + item.quantity, 0)

const counts = new Map<CartKey, number>()
const listeners = new Set<() => void>()
/**
 * The latest read or reset of each cart's count. Reads overlap (a page change and a logout a
 * moment apart) and answer in any order; only the latest may set the count, or the cart of a
 * session already left (the member's, after logging out) would be shown as this one's.
 */
const latest = new Map<CartKey, number>()
const begin = (key: CartKey) => {
  const turn = (latest.get(key) ?? 0) + 1
  latest.set(key, turn)
  return () => latest.get(key) === turn
}

function set(key: CartKey, count: number | null) {
  if (count === null) counts.delete(key)
  else counts.set(key, count)
  for (const listener of listeners) listener()
}

/** Reads the cart again; a failure leaves the count unknown rather than wrong. */
export async function refreshCartCount(getHttp: () => Promise<Http>, cart: CartOf) {
  const key = keyOf(cart)
  const isLatest = begin(key)
  try {
    const count = await readers[cart.shop](await getHttp(), cart.storeId)
    if (isLatest()) set(key, Number.isSafeInteger(count) && count >= 0 ? count : null)
  } catch (error) {
    reportUnexpected(error, { source: 'cart count', shop: cart.shop, storeId: cart.storeId })
    if (isLatest()) set(key, null)
  }
}

/**
 * The tabs of this browser share one session, so one cart per store and shop: a tab that changed
 * it says so here, and the others read their count again (never a count sent along: each reads
 * its own).
 */
const CART_CHANNEL = 'storefront:cart'
const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CART_CHANNEL)

/** This tab changed the cart (an add): its count and every other tab's are read again. */
export function cartChanged(getHttp: () => Promise<Http>, cart: CartOf) {
  channel?.postMessage({ cart: keyOf(cart) })
  return refreshCartCount(getHttp, cart)
}

function onCartChangedElsewhere(cart: CartOf, then: () => void): () => void {
  const key = keyOf(cart)
  const listener = (event: MessageEvent<unknown>) => {
    const data = event.data as { cart?: unknown } | null
    if (data?.cart === key) then()
  }
  channel?.addEventListener('message', listener)
  return () => channel?.removeEventListener('message', listener)
}

/** No session, no cart: a read still under way for the session just left is let go. */
function forget(key: CartKey) {
  begin(key)
  set(key, null)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The count beside the way to the cart. `hasSession`: a marketplace ghost has no cart (asking
 * would make nobody a guest), so the count is read only for a guest or member, or a live buyer;
 * `readKey` changes when it should be read again (the page's path, the person).
 */
export function useCartCount(
  getHttp: () => Promise<Http>,
  cart: CartOf,
  hasSession: boolean,
  readKey: string,
): number | null {
  const { shop, storeId } = cart
  const key = keyOf(cart)
  useEffect(() => {
    if (hasSession) void refreshCartCount(getHttp, { shop, storeId })
    else forget(`${shop} ${storeId}`)
  }, [getHttp, shop, storeId, hasSession, readKey])
  // Another tab's add: read again now, not at this tab's next page change.
  useEffect(
    () =>
      hasSession
        ? onCartChangedElsewhere(
            { shop, storeId },
            () => void refreshCartCount(getHttp, { shop, storeId }),
          )
        : undefined,
    [getHttp, shop, storeId, hasSession],
  )
  return useSyncExternalStore(
    subscribe,
    () => counts.get(key) ?? null,
    () => null,
  )
}
