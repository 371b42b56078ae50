/** The budgets, explained in docs/budgets.md. */
export const KIB = 1024

export const BUDGETS = {
  /** Initial JavaScript on any entry route, gzip bytes. */
  initialJsGzip: 135 * KIB,
  /** Each route chunk, gzip bytes. */
  routeChunkGzip: 30 * KIB,
  /** Lighthouse scores, 0..100. */
  performance: 95,
  accessibility: 100,
} as const

export type Verdict = 'ok' | 'over' | 'n/a'

export function atMost(value: number | undefined, budget: number): Verdict {
  if (value === undefined) return 'n/a'
  return value <= budget ? 'ok' : 'over'
}

/** For scores: under the floor is "over" budget too, so one word reads the same in every column. */
export function atLeast(value: number | null | undefined, floor: number): Verdict {
  if (value === undefined || value === null) return 'n/a'
  return value >= floor ? 'ok' : 'over'
}
