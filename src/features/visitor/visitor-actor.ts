import { createActor, fromPromise } from 'xstate'
import { visitorMachine } from '../../../machines/visitor/visitor.machine'
import type { SessionRead } from '../../../machines/visitor/visitor-types'
import { SESSION_CACHE_KEYS } from '../../api/client/unauthorized'
import type { Http } from '../../api/http'
import { onSessionEvent } from '../../api/session-events'
import {
  CONSUMER_COMPANION_KEYS,
  TOKEN_CACHE_KEYS,
  tokens as browserTokens,
  type TokenStore,
} from '../../api/tokens'
import { CACHE_PREFIX, localCache, sessionCache, type Cache } from '../../lib/cache'
import { GUEST_CLAIM_KEY } from './guest-claim-key'
import { inspect } from '../../lib/inspector'
import { unauthorizedDestination } from './visitor-redirect'

export interface VisitorActorDeps {
  /** The API client, loaded with the first call (src/app/api-client.ts). */
  getHttp: () => Promise<Http>
  tokens?: TokenStore
  cache?: Cache
  /** This tab's session storage: a guest order link's key waiting for "Try again". */
  tabCache?: Cache
  location?: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'>
  /**
   * Another person now shows in this tab: the app drops this tab's saved checkouts and has every
   * page read its data again (src/app/session-switch.ts).
   */
  restartScreens?: () => void
  /** Where another tab's changes to storage are heard (the window's `storage` event). */
  storageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

/** The stored keys whose change in another tab is a change of session (tokens, live marker). */
export const SESSION_STORAGE_KEYS: readonly string[] = [
  ...Object.values(TOKEN_CACHE_KEYS),
  CONSUMER_COMPANION_KEYS.liveSessionMarker,
].map((key) => CACHE_PREFIX + key)

const NOBODY: SessionRead = { user: null, guest: null }

/**
 * The visitor machine with the browser's real effects; created once in main.tsx and reached by
 * routes through the router context. It owns the 401 flow: the API client clears the tokens and
 * announces `session.unauthorized`, and the machine does the rest (cart, profile, redirect).
 */
export function createVisitorActor(deps: VisitorActorDeps) {
  const tokens = deps.tokens ?? browserTokens
  const cache = deps.cache ?? localCache
  const tabCache = deps.tabCache ?? sessionCache
  const location = deps.location ?? window.location
  // The calls load with the API client, so pages that ask nothing stay within the shell budget.
  const withApi = async () => {
    const [http, effects] = await Promise.all([deps.getHttp(), import('./visitor-effects')])
    return { http, effects }
  }
  const forgetClaimKey = () => tabCache.remove(GUEST_CLAIM_KEY)
  const forgetCachedSession = () => {
    cache.remove(SESSION_CACHE_KEYS.cart)
    cache.remove(SESSION_CACHE_KEYS.profile)
  }
  // Several calls failing together (a page loading cart and profile at once) navigate once.
  let leaving = false

  const machine = visitorMachine.provide({
    actors: {
      readSession: fromPromise(async () => {
        // No tokens is a ghost: nothing to ask the server, no API client to load.
        if (!tokens.get('consumer') && !tokens.get('guest')) return NOBODY
        const { http, effects } = await withApi()
        return effects.readSession(http)
      }),
      createGuest: fromPromise(async () => {
        const { http, effects } = await withApi()
        return effects.createGuest(http)
      }),
      claimGuest: fromPromise(async ({ input }) => {
        const { http, effects } = await withApi()
        return {
          orderId: input.orderId,
          guest: await effects.claimGuest(http, input.orderId, input.key),
        }
      }),
      logIn: fromPromise(async ({ input }) => {
        const { http, effects } = await withApi()
        return effects.logIn(http, input.credentials)
      }),
    },
    actions: {
      storeMemberToken: (_, { token }) => tokens.set('consumer', token),
      storeGuestToken: (_, { token }) => tokens.set('guest', token),
      forgetMember: () => {
        tokens.clear('consumer')
        forgetCachedSession()
      },
      forgetSession: () => {
        tokens.clearAll()
        forgetCachedSession()
        forgetClaimKey()
      },
      keepClaimKey: (_, claim) => tabCache.set(GUEST_CLAIM_KEY, claim),
      forgetClaimKey,
      forgetCachedSession,
      adoptStoredSession: () => tokens.adopt(),
      restartScreens: () => deps.restartScreens?.(),
      redirectToLogin: () => {
        const destination = unauthorizedDestination(location)
        if (leaving || destination === undefined) return
        leaving = true
        // A full page load: nothing of the lost session survives in memory (router caches, actors).
        location.assign(destination)
      },
    },
  })
  const actor = createActor(machine, { inspect })
  const stopHearingApi = onSessionEvent((event) => {
    if (event.type === 'session.unauthorized') actor.send({ type: 'visitor.unauthorized' })
    if (event.type === 'session.changed') actor.send({ type: 'visitor.session.changed' })
  })
  // Fired in every other tab of this origin when one writes storage (never in the writing tab).
  // `key` null: that tab cleared the whole storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_STORAGE_KEYS.includes(event.key))
      actor.send({ type: 'visitor.session.changed' })
  }
  const storageEvents = deps.storageEvents ?? (typeof window === 'undefined' ? undefined : window)
  storageEvents?.addEventListener('storage', onStorage)
  const stopListening = () => {
    stopHearingApi()
    storageEvents?.removeEventListener('storage', onStorage)
  }
  // An actor that stops (tests make many) stops hearing 401s and other tabs with it.
  actor.subscribe({ complete: stopListening, error: stopListening })
  return actor
}

export type VisitorActor = ReturnType<typeof createVisitorActor>
