/**
 * When this tab's last checkout call started, per store: a lost answer's order is one made
 * since then (a minute's leeway for the server's clock). Kept for a reload in between.
 */
const PLACED_KEY = 'checkout:placed-since'
const CLOCK_LEEWAY_MS = 60_000

export function rememberPlacing(storeId: number) {
  try {
    sessionStorage.setItem(`${PLACED_KEY}:${storeId}`, String(Date.now()))
  } catch {
    // Storage refused: a lost answer then looks back the leeway only.
  }
}

export function placedSince(storeId: number): Date {
  let started = Date.now()
  try {
    const stored = Number(sessionStorage.getItem(`${PLACED_KEY}:${storeId}`))
    if (Number.isFinite(stored) && stored > 0) started = stored
  } catch {
    // As above.
  }
  return new Date(started - CLOCK_LEEWAY_MS)
}
