/**
 * Session events raised by the API layer for whoever owns the visitor's session (the visitor
 * machine). The API layer only announces; it never navigates or touches UI state, so
 * the owner decides what a lost session means on the current screen.
 */
import { reportError } from '../lib/report-error'

export interface SessionUnauthorizedEvent {
  type: 'session.unauthorized'
  /** The call that got the 401, as named in its call table, for reports and debugging. */
  call: string
}

/** A write found other tokens stored than this tab's (another tab logged in or out): not sent. */
export interface SessionChangedEvent {
  type: 'session.changed'
  /** The call that was not sent (method and path). */
  call: string
}

export type SessionEvent = SessionUnauthorizedEvent | SessionChangedEvent

type Listener = (event: SessionEvent) => void

const listeners = new Set<Listener>()

/** Subscribe to session events; returns the unsubscribe function. */
export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitSessionEvent(event: SessionEvent): void {
  // A copy, so a listener that unsubscribes while handling does not skip its neighbour.
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch (error) {
      // One broken listener must not stop the others (the redirect must still happen).
      reportError(error, { source: 'session-event-listener', event: event.type })
    }
  }
}
