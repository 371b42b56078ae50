/**
 * One person per screen (docs/reliability.md#one-person-per-screen): a call that changes anything
 * goes out only with the tokens this tab holds. When another tab (or another page of the site)
 * has stored other ones since, the call is not sent: it rejects with `SessionChangedError`, and
 * `session.changed` tells the session's owner (the visitor machine) to read who they are now.
 * Reads still go: they change nothing, and the re-read itself is one.
 */
import { emitSessionEvent } from '../session-events'
import type { TokenStore } from '../tokens'

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

/** Throws (and announces) when `request` would write under tokens this tab does not hold. */
export function guardWrite(tokens: TokenStore, request: Request): void {
  if (READS.has(request.method.toUpperCase()) || !tokens.changedElsewhere()) return
  const call = `${request.method} ${new URL(request.url).pathname}`
  emitSessionEvent({ type: 'session.changed', call })
  throw new SessionChangedError(call)
}
