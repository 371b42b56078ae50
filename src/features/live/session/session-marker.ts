import { CONSUMER_COMPANION_KEYS } from '../../../api/tokens'
import { localCache, sessionCache } from '../../../lib/cache'
import type { SessionMarker } from '../guards/session-decisions'

/** Beside the token itself (src/api/tokens.ts), and removed with it: which kind of live session it is. */
const MARKER_KEY = CONSUMER_COMPANION_KEYS.liveSessionMarker
/** A link's token whose exchange failed for now (docs/errors.md#live-logins), for "Try again". */
const PENDING_KEY = CONSUMER_COMPANION_KEYS.pendingSignOn

function markerOf(stored: unknown): SessionMarker | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { kind, token } = stored as Record<string, unknown>
  if ((kind !== 'buyer' && kind !== 'seller') || typeof token !== 'string') return undefined
  return { kind, token }
}

export function readSessionMarker(): SessionMarker | undefined {
  return markerOf(localCache.get<unknown>(MARKER_KEY))
}

export function writeSessionMarker(marker: SessionMarker): void {
  localCache.set(MARKER_KEY, marker)
}

/**
 * Kept in this tab's session storage only: it is still a credential, so it never reaches the
 * address, local storage or another tab, and it goes once the exchange is settled.
 */
export function readPendingSignOn(): SessionMarker | undefined {
  return markerOf(sessionCache.get<unknown>(PENDING_KEY))
}

export function keepPendingSignOn(pending: SessionMarker): void {
  sessionCache.set(PENDING_KEY, pending)
}

export function dropPendingSignOn(): void {
  sessionCache.remove(PENDING_KEY)
}

/**
 * Whoever owns the visitor's session (the visitor machine): told when a sign-on stores one, so
 * it knows whom this tab's screens are built for, and follows another tab's change of it.
 */
export interface SessionOwner {
  send(event: { type: 'visitor.session.stored' }): void
}
