/**
 * The visitor's tokens (docs/entities.md#constants): a consumer (member) token and a guest token,
 * each kept in local storage AND a root-path cookie. The cookie is there so other pages of the site
 * (and the live shop's single sign-on pages) see the same session; local storage is the first place
 * we read.
 */
import Cookies from 'js-cookie'
import { localCache, sessionCache, type Cache } from '../lib/cache'

export type TokenKind = 'consumer' | 'guest'

export const TOKEN_KINDS: readonly TokenKind[] = ['consumer', 'guest']

/** Cookie names; other apps on the site read these, so they are part of the contract. */
export const TOKEN_COOKIE_NAMES: Readonly<Record<TokenKind, string>> = {
  consumer: 'consumer_token',
  guest: 'guest_token',
}

/** Keys in the prefixed local cache (stored as `storefront:token.consumer` and so on). */
export const TOKEN_CACHE_KEYS: Readonly<Record<TokenKind, string>> = {
  consumer: 'token.consumer',
  guest: 'token.guest',
}

/**
 * What is kept beside the consumer token and is a copy of it or of the credential it came from:
 * which kind of live session it is (local, `storefront:live.session`) and a live sign-on token
 * waiting for "Try again" (this tab's session storage). They go whenever the token goes (log out,
 * a 401), so no copy of a credential outlives the session.
 */
export const CONSUMER_COMPANION_KEYS = {
  liveSessionMarker: 'live.session',
  pendingSignOn: 'live.sign-on',
} as const

/** The cookie outlives a browser restart like local storage does; the server decides validity. */
const COOKIE_DAYS = 365

export interface CookieAttributes {
  path: '/'
  sameSite: 'Lax'
  secure: boolean
  expires?: number
}

/** Root path so every route sees it; Lax so it survives returns from payment pages; Secure on https. */
export function tokenCookieAttributes(protocol: string): CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: protocol === 'https:' }
}

export interface TokenStore {
  get(kind: TokenKind): string | undefined
  set(kind: TokenKind, token: string): void
  clear(kind: TokenKind): void
  clearAll(): void
  /**
   * Whether storage now holds other tokens than this tab holds: the ones it found at start,
   * stored or cleared itself, or last took with `adopt`. Only another tab (a login, a logout, a
   * 401 there) or another page of the site changes them behind this tab's back.
   */
  changedElsewhere(): boolean
  /** This tab takes the tokens storage holds now as its own (it is about to read who they are). */
  adopt(): void
}

type CookieJar = Pick<Cookies.CookiesStatic, 'get' | 'set' | 'remove'>

export interface TokenStoreOptions {
  cache?: Cache
  /** Where the pending live sign-on token waits (this tab's session storage). */
  tabCache?: Cache
  cookies?: CookieJar
  /** The page's protocol, read at write time (tests and non-browser runs have no location). */
  protocol?: () => string
}

function pageProtocol(): string {
  return typeof location === 'undefined' ? 'http:' : location.protocol
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const cache = options.cache ?? localCache
  const tabCache = options.tabCache ?? sessionCache
  const cookies = options.cookies ?? Cookies
  const protocol = options.protocol ?? pageProtocol

  const get = (kind: TokenKind) => {
    const stored = cache.get<unknown>(TOKEN_CACHE_KEYS[kind])
    if (typeof stored === 'string' && stored !== '') return stored
    // A token set by another page of the site (single sign-on) may only be in the cookie.
    const cookie = cookies.get(TOKEN_COOKIE_NAMES[kind])
    return cookie === undefined || cookie === '' ? undefined : cookie
  }
  const stored = (): Record<TokenKind, string | undefined> => ({
    consumer: get('consumer'),
    guest: get('guest'),
  })
  // What this tab takes the tokens to be; only its own writes and `adopt` move it.
  let held = stored()

  const clear = (kind: TokenKind) => {
    cache.remove(TOKEN_CACHE_KEYS[kind])
    if (kind === 'consumer') {
      cache.remove(CONSUMER_COMPANION_KEYS.liveSessionMarker)
      tabCache.remove(CONSUMER_COMPANION_KEYS.pendingSignOn)
    }
    // A cookie is only removed when the path matches the one it was written with.
    cookies.remove(TOKEN_COOKIE_NAMES[kind], { path: '/' })
    held = { ...held, [kind]: undefined }
  }

  return {
    get,
    set(kind, token) {
      if (token === '') {
        clear(kind)
        return
      }
      cache.set(TOKEN_CACHE_KEYS[kind], token)
      cookies.set(TOKEN_COOKIE_NAMES[kind], token, {
        ...tokenCookieAttributes(protocol()),
        expires: COOKIE_DAYS,
      })
      held = { ...held, [kind]: token }
    },
    clear,
    clearAll() {
      for (const kind of TOKEN_KINDS) clear(kind)
    },
    changedElsewhere() {
      const now = stored()
      return TOKEN_KINDS.some((kind) => now[kind] !== held[kind])
    },
    adopt() {
      held = stored()
    },
  }
}

/** The browser's token store: local storage through the prefixed cache, and document cookies. */
export const tokens: TokenStore = createTokenStore()
