/** Dates relative to the reset time, so "a sale ending in two days" is true whenever you reset. */
export interface Timeline {
  now: Date
  /** ISO string `days`/`hours`/`minutes` from now (negative = in the past). */
  at(offset: { days?: number; hours?: number; minutes?: number }): string
}

export function timeline(now: Date): Timeline {
  return {
    now,
    at({ days = 0, hours = 0, minutes = 0 }) {
      const ms = ((days * 24 + hours) * 60 + minutes) * 60_000
      return new Date(now.getTime() + ms).toISOString()
    },
  }
}
