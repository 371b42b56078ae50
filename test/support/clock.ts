/**
 * Dates for tests that must hold on any day. A test never writes a future date as a literal
 * (a card valid until 12/30 is refused in 2031; a deadline of "tomorrow" passes tomorrow): it
 * asks for one relative to the clock, and the moved-clock runs try the suite on other days.
 */

const DAY = 86_400_000
const JST = 9 * 3_600_000

/** The instant `days`, `hours` and `minutes` after `now`, as an ISO string. */
export function after(now: Date, { days = 0, hours = 0, minutes = 0 }): string {
  return new Date(now.getTime() + days * DAY + (hours * 60 + minutes) * 60_000).toISOString()
}

/** A card expiry `years` after `now`'s month, in every form the forms and providers take. */
export function cardExpiry(now: Date = new Date(), years = 3) {
  const year = now.getUTCFullYear() + years
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
  const yy = String(year % 100).padStart(2, '0')
  return { typed: `${mm}/${yy}`, mmyy: `${mm}${yy}`, yymm: `${yy}${mm}`, yyyymm: `${year}${mm}` }
}

/** 23:30 in Japan on the last day of the month `months` after `now`'s (14:30 UTC). */
function lastEveningOfMonth(now: Date, months: number): Date {
  const firstOfNext = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 1)
  return new Date(firstOfNext - DAY + 23.5 * 3_600_000 - JST)
}

export interface MovedClock {
  name: string
  at: Date
}

/**
 * The day the slow suites are also run on (vite.config.ts, project "moved clock"): far enough on
 * that every card expiry a test might have typed has passed, on the evening the date in Japan is
 * already the new year's while UTC's is not.
 */
export function farClock(today: Date = new Date()): MovedClock {
  const months = 11 - today.getUTCMonth() + 7 * 12
  return { name: "new year's eve in 7 years, in Japan", at: lastEveningOfMonth(today, months) }
}

/**
 * Days the seed and the browser's date checks are tried on besides today: weeks and months on,
 * a year on, and evenings where the date in Japan is a day (or a year) ahead of UTC's.
 */
export function movedClocks(today: Date = new Date()): MovedClock[] {
  const nextFebruary = (1 - today.getUTCMonth() + 12) % 12 || 12
  const nextDecember = 11 - today.getUTCMonth() + 12
  return [
    { name: '3 weeks on', at: new Date(today.getTime() + 21 * DAY) },
    { name: '5 months on', at: new Date(today.getTime() + 152 * DAY) },
    { name: 'a year on', at: new Date(today.getTime() + 365 * DAY) },
    {
      name: 'the last evening of next February, in Japan',
      at: lastEveningOfMonth(today, nextFebruary),
    },
    { name: "new year's eve next year, in Japan", at: lastEveningOfMonth(today, nextDecember) },
    farClock(today),
  ]
}
