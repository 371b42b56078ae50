import { localCache } from '../../../lib/cache'
import type { SessionMarker } from '../guards/session-decisions'

/** Beside the token itself (src/api/tokens.ts): which kind of live session it is. */
const MARKER_KEY = 'live.session'

export function readSessionMarker(): SessionMarker | undefined {
  const stored = localCache.get<unknown>(MARKER_KEY)
  if (typeof stored !== 'object' || stored === null) return undefined
  const { kind, token } = stored as Record<string, unknown>
  if ((kind !== 'buyer' && kind !== 'seller') || typeof token !== 'string') return undefined
  return { kind, token }
}

export function writeSessionMarker(marker: SessionMarker): void {
  localCache.set(MARKER_KEY, marker)
}
