/**
 * The 401 flow (spec 4, 8): the client clears both tokens and emits `session.unauthorized`. What
 * follows (clearing the cart and profile, sending the person to log in) belongs to the visitor
 * machine of the next issue; until it exists, the app installs the default handler below.
 */
import { localCache, type Cache } from '../../lib/cache'
import { emitSessionEvent, onSessionEvent } from '../session-events'
import type { TokenStore } from '../tokens'

/** Keys of the visitor's cached cart and profile in the prefixed local cache. */
export const SESSION_CACHE_KEYS = {
  cart: 'session.cart',
  profile: 'session.profile',
} as const

export function createUnauthorizedFlow(tokens: TokenStore): (call: string) => void {
  return (call) => {
    tokens.clearAll()
    emitSessionEvent({ type: 'session.unauthorized', call })
  }
}

const STORE_PATH = /^\/stores\/([^/?#]+)/
export const UNAUTHORIZED_PATH = '/error/unauthorized'

/**
 * Where a lost session sends the person: the store's login tab when the path is under a store,
 * else the unauthorized page. Undefined when they are already there, so a 401 on the login page
 * itself (a check made before logging in) cannot reload it in a loop.
 */
export function unauthorizedRedirectPath(pathname: string): string | undefined {
  const store = STORE_PATH.exec(pathname)?.[1]
  const target = store === undefined ? UNAUTHORIZED_PATH : `/stores/${store}/account`
  const here = pathname.replace(/\/+$/, '')
  return here === target || here.startsWith(`${target}/`) ? undefined : target
}

export interface DefaultHandlerTarget {
  location: Pick<Location, 'pathname' | 'assign'>
}

/**
 * Clears the cached cart and profile and sends the browser away. Several calls failing together
 * (a page loading cart and profile at once) navigate once. Returns the uninstall function.
 */
export function installDefaultUnauthorizedHandler(target: DefaultHandlerTarget, cache: Cache = localCache): () => void {
  let leaving = false
  return onSessionEvent((event) => {
    if (event.type !== 'session.unauthorized') return
    cache.remove(SESSION_CACHE_KEYS.cart)
    cache.remove(SESSION_CACHE_KEYS.profile)
    if (leaving) return
    const path = unauthorizedRedirectPath(target.location.pathname)
    if (path === undefined) return
    leaving = true
    target.location.assign(path)
  })
}
