import { isTemporaryFailure } from '../../../../machines/visitor/temporary-failure'

/**
 * The live-shop session decisions (docs/routes.md#live-session), pure so every case is a unit test:
 * which session a page can use, and what a login answer means.
 */

export type LiveSessionKind = 'buyer' | 'seller'

/**
 * Which live session the stored consumer token is. Both logins hand out a handsup token kept as
 * the consumer token; only this marker tells a seller's apart (a marketplace member's token has
 * none and is a buyer's: one handsup account either way).
 */
export interface SessionMarker {
  kind: LiveSessionKind
  token: string
}

export type SessionPlan =
  /** Exchange the link's token for a session. */
  | { kind: 'login'; token: string }
  /** Use the session already stored (navigation, reload). */
  | { kind: 'resume'; token: string }
  /** No session of the kind the page needs: the unauthorized page. */
  | { kind: 'none' }

export interface SessionSources {
  /** The link's single sign-on token. */
  queryToken: string | undefined
  /**
   * A link's token whose exchange failed for a reason that says nothing about the token (the
   * server did not answer, or struggled): kept out of the address, for "Try again".
   */
  pending?: SessionMarker | undefined
  /** The stored consumer token. */
  storedToken: string | undefined
  marker: SessionMarker | undefined
}

/** What the stored token is, judged by the marker written when it was stored. */
export function storedSessionKind(
  storedToken: string,
  marker: SessionMarker | undefined,
): LiveSessionKind {
  return marker?.token === storedToken ? marker.kind : 'buyer'
}

/** A link's token always wins: it may be another person's, and it is what they opened. */
export function planSession(need: LiveSessionKind, sources: SessionSources): SessionPlan {
  if (sources.queryToken) return { kind: 'login', token: sources.queryToken }
  if (sources.pending?.kind === need) return { kind: 'login', token: sources.pending.token }
  const stored = sources.storedToken
  if (stored && storedSessionKind(stored, sources.marker) === need)
    return { kind: 'resume', token: stored }
  return { kind: 'none' }
}

/** A login answer, reduced to what the guard needs of it. */
export type LoginAnswer =
  | { ok: true; token: string }
  | { ok: false; kind: 'http'; status: number; code: string }
  | { ok: false; kind: 'network' | 'malformed' | 'invalid-input' }

export type LoginDecision =
  | { kind: 'session'; token: string }
  /** The seller is not on the allow-list: a refusal page of its own, not an error. */
  | { kind: 'refused' }
  | { kind: 'internal-system' }
  | { kind: 'unauthorized' }
  /**
   * No answer, or the server could not take it now (5xx, 429): says nothing about the token, which
   * is kept (out of the address) for "Try again".
   */
  | { kind: 'temporary' }

/**
 * docs/errors.md#live-logins: INTERNAL_SYSTEM_ERROR (and a garbled answer, equally the server's) to
 * the internal-system page; no answer, another 5xx or a 429 is temporary (the visitor machines'
 * rule, `isTemporaryFailure`); LIVER_NOT_IN_WHITELIST refuses a seller; any other refusal, an
 * unknown token's 401 among them, to the unauthorized page. A token the client will not even send
 * (empty) is a refused token too.
 */
export function decideLogin(need: LiveSessionKind, answer: LoginAnswer): LoginDecision {
  if (answer.ok)
    return answer.token ? { kind: 'session', token: answer.token } : { kind: 'unauthorized' }
  switch (answer.kind) {
    case 'network':
      return { kind: 'temporary' }
    case 'malformed':
      return { kind: 'internal-system' }
    case 'invalid-input':
      return { kind: 'unauthorized' }
    case 'http':
      if (answer.code === 'INTERNAL_SYSTEM_ERROR') return { kind: 'internal-system' }
      if (isTemporaryFailure(answer)) return { kind: 'temporary' }
      if (need === 'seller' && answer.code === 'LIVER_NOT_IN_WHITELIST') return { kind: 'refused' }
      return { kind: 'unauthorized' }
  }
}

/**
 * A live buyer is asked to accept the data policy before their first checkout (never before
 * browsing); once the API has it recorded, never again.
 */
export const mustAskDataPolicy = (user: { is_accept_data_policy: boolean }): boolean =>
  !user.is_accept_data_policy
