/**
 * The base HTTP client (docs/api.md#every-request): one ky instance per app, every call through one
 * of the three flavours. Headers on every request:
 * - `Accept-Language`: the chosen locale;
 * - `Authorization: Bearer <consumer token>` when logged in;
 * - `X-Guest-Authorization: Bearer <guest token>` when a guest token exists (the sandbox checks it).
 * A call that changes anything is not sent when another tab has stored other tokens since this tab
 * took its own (client/session-guard.ts). `credentials: 'include'`, no timeout (a slow payment must not be cut off and retried), and no
 * automatic retries: a retried POST could order twice, and the fault counts of the sandbox stay
 * predictable. Machines decide when to try again; only a read or pricing that never reached the
 * server because the network was lost goes again, once, when the network is back (networkAwareFetch).
 */
import ky, { type KyInstance } from 'ky'
import { createFlavours, type Flavours } from './client/flavours'
import { networkAwareFetch, type NetworkWatch } from './client/exchange'
import { createUnauthorizedFlow } from './client/unauthorized'
import { guardWrite } from './client/session-guard'
import { tokens as browserTokens, type TokenStore } from './tokens'

export const GUEST_AUTHORIZATION_HEADER = 'X-Guest-Authorization'

export interface HttpOptions {
  /** The API host, e.g. `https://api.example.com`; empty means this origin (the sandbox). */
  apiHost: string
  /** Read on every request, so a language switch applies to the next call. */
  getLocale: () => string
  fetch?: typeof fetch
  tokens?: TokenStore
  /** Told of calls that got no answer; without it, no call is ever sent again. */
  network?: NetworkWatch
}

export interface Http extends Flavours {
  /** The configured instance, for the rare call that needs a raw response. */
  readonly ky: KyInstance
}

export function createHttp(options: HttpOptions): Http {
  const tokens = options.tokens ?? browserTokens
  // Looked up at call time, so tests (and tools) that replace the global fetch are honoured.
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const instance = ky.create({
    prefix: options.apiHost || '/',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    timeout: false,
    retry: 0,
    // The flavours classify every status themselves, from one place.
    throwHttpErrors: false,
    fetch: networkAwareFetch(baseFetch, options.network),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          guardWrite(tokens, request)
          request.headers.set('Accept-Language', options.getLocale())
          const consumer = tokens.get('consumer')
          if (consumer) request.headers.set('Authorization', `Bearer ${consumer}`)
          const guest = tokens.get('guest')
          if (guest) request.headers.set(GUEST_AUTHORIZATION_HEADER, `Bearer ${guest}`)
        },
      ],
    },
  })
  return {
    ky: instance,
    ...createFlavours({ ky: instance, onUnauthorized: createUnauthorizedFlow(tokens) }),
  }
}
