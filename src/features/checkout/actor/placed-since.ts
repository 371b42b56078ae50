/**
 * When this tab's last checkout call started, per store: a lost answer's order is one made
 * since then (a minute's leeway for the server's clock). Kept for a reload in between.
 */
import { sessionStore } from '../../../lib/web-storage'

const PLACED_KEY = 'checkout:placed-since'
const CLOCK_LEEWAY_MS = 60_000

/** Refused storage keeps it for this page; after a reload a lost answer looks back the leeway only. */
export function rememberPlacing(storeId: number) {
  sessionStore.setItem(`${PLACED_KEY}:${storeId}`, String(Date.now()))
}

export function placedSince(storeId: number): Date {
  let started = Date.now()
  const stored = Number(sessionStore.getItem(`${PLACED_KEY}:${storeId}`))
  if (Number.isFinite(stored) && stored > 0) started = stored
  return new Date(started - CLOCK_LEEWAY_MS)
}
