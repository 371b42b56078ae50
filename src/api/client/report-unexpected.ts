import { reportError, type ErrorContext } from '../../lib/report-error'
import { isApiError } from './results'
import { isSessionChangedError } from './session-guard'

/**
 * Reports a caught error unless it is an API failure the caller shows the person: an answer
 * (4xx) or no answer (network) is theirs to read, a write held back for a changed session is the
 * visitor machine's, and 5xx or garbled answers the client reported already. Anything else (a bug, a failed import, input our own forms should have refused) is
 * reported here (docs/reliability.md#reporting).
 */
export function reportUnexpected(error: unknown, context: ErrorContext = {}): void {
  // Not sent, on purpose: the tab reads the session again and says so.
  if (isSessionChangedError(error)) return
  if (isApiError(error)) {
    const { kind } = error.failure
    if (error.reported || kind === 'http' || kind === 'network') return
  }
  reportError(error, context)
}
