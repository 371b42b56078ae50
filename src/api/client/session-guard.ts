/**
 * One person per screen (docs/reliability.md#one-person-per-screen): a call that changes anything
 * goes out only with the tokens this tab holds. When another tab (or another page of the site)
 * has stored other ones since, the call is not sent: it rejects with `SessionChangedError`, and
 * `session.changed` tells the session's owner (the visitor machine) to read who they are now.
 * Reads still go: they change nothing, and the re-read itself is one; so do the calls that make
 * a person the stored identity (`IDENTITY_CALLS`).
 */
import { emitSessionEvent } from '../session-events'
import type { TokenStore } from '../tokens'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../schemas/calls/prefixes'

/** The code a machine is handed for such a write, where its effects speak in codes. */
export const SESSION_CHANGED_CODE = 'SESSION_CHANGED'

export class SessionChangedError extends Error {
  override readonly name = 'SessionChangedError'
  constructor(readonly call: string) {
    super(`${call} was not sent: the stored session changed in another tab`)
  }
}

export function isSessionChangedError(error: unknown): error is SessionChangedError {
  return error instanceof SessionChangedError
}

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD'])

/**
 * The calls by which a person becomes who the stored tokens are (a login, a live sign-on, a new
 * guest session, a guest order's key): they write no one's data, and the visitor machine reads
 * the session after each, so another tab's change never holds them back. Their paths are the
 * call tables' (test/unit/api/session-guard.test.ts holds them to it).
 */
export const IDENTITY_CALLS: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: new RegExp(`^${MARKETPLACE_V2_PREFIX}/auth/user/login$`) },
  { method: 'POST', path: new RegExp(`^${MARKETPLACE_V2_PREFIX}/guest/token$`) },
  { method: 'POST', path: new RegExp(`^${MARKETPLACE_V2_PREFIX}/guest/orders/[^/]+/access$`) },
  { method: 'POST', path: new RegExp(`^${LIVE_SHOP_V1_PREFIX}/buyer/login$`) },
  { method: 'POST', path: new RegExp(`^${LIVE_SHOP_V1_PREFIX}/seller/login$`) },
]

const isIdentityCall = (method: string, pathname: string) =>
  IDENTITY_CALLS.some((call) => call.method === method && call.path.test(pathname))

/** Throws (and announces) when `request` would write under tokens this tab does not hold. */
export function guardWrite(tokens: TokenStore, request: Request): void {
  const method = request.method.toUpperCase()
  if (READS.has(method) || !tokens.changedElsewhere()) return
  if (isIdentityCall(method, new URL(request.url).pathname)) return
  const call = `${request.method} ${new URL(request.url).pathname}`
  emitSessionEvent({ type: 'session.changed', call })
  throw new SessionChangedError(call)
}
