/**
 * The 401 flow (docs/errors.md#401): the client clears both tokens and emits
 * `session.unauthorized`. What follows (clearing the cart and profile, sending the person to log
 * in) belongs to the visitor machine (machines/visitor, src/features/visitor/visitor-actor.ts).
 */
import { emitSessionEvent } from '../session-events'
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
