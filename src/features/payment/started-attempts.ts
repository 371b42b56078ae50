/**
 * Pay calls this tab has started, by order and attempt. A snapshot restored mid-pay runs `pay`
 * again with the same attempt: that one must not charge again, only be re-read (README rules).
 */
import { sessionStore } from '../../lib/web-storage'

const STARTED_KEY = 'checkout:pay-attempts'

function readStarted(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStore.getItem(STARTED_KEY) ?? '[]')
    if (Array.isArray(parsed)) return parsed.filter((entry) => typeof entry === 'string')
  } catch {
    // Unreadable: treated as none started; the server refuses to charge a paid order anyway.
  }
  return []
}

/** Refused storage keeps them for this page: the attempt still goes ahead, once. */
function writeStarted(started: string[]): void {
  sessionStore.setItem(STARTED_KEY, JSON.stringify(started))
}

/** True the first time this attempt of this order starts in this tab, false ever after. */
export function startAttempt(orderId: number, attempt: number): boolean {
  const key = `${orderId}:${attempt}`
  const started = readStarted()
  if (started.includes(key)) return false
  writeStarted([...started, key])
  return true
}

/**
 * A payment run that starts afresh (no saved snapshot to go on from) numbers its attempts from 1
 * again: the attempts of an earlier run of this order are over, so they must not make the new
 * run's first try look like a restored one.
 */
export function forgetStartedAttempts(orderId: number): void {
  writeStarted(readStarted().filter((key) => !key.startsWith(`${orderId}:`)))
}
