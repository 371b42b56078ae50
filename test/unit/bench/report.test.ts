import { describe, expect, it } from 'vitest'
import { budgetsMissed, lighthouseVerdicts, type BenchReport } from '../../../scripts/bench/report'
import { BUDGETS } from '../../../scripts/bench/budgets'
import type { LighthouseFigures } from '../../../scripts/bench/lighthouse'

const slowPage: LighthouseFigures = {
  runs: 3,
  performance: 96,
  accessibility: 100,
  accessibilityFailures: [],
  metrics: { largestContentfulPaintMs: 2100, totalBlockingTimeMs: 180 },
}

const report = (carries: boolean): BenchReport => ({
  generatedAt: '',
  served: 'HTTP/2',
  budgets: BUDGETS,
  routes: [
    {
      path: '/a',
      initialJsVerdict: 'ok',
      errors: [],
      lighthouse: { ...slowPage, ...lighthouseVerdicts(slowPage, carries) },
    },
  ],
  routeChunks: [],
})

describe('bench: Lighthouse budgets', () => {
  it('fails a buying route on performance, LCP and TBT each', () => {
    expect(budgetsMissed(report(true))).toEqual([
      '/a: performance 96',
      '/a: LCP 2100 ms',
      '/a: TBT 180 ms',
    ])
  })

  it('holds other routes to accessibility only', () => {
    expect(budgetsMissed(report(false))).toEqual([])
    const inaccessible = { ...slowPage, accessibility: 92 }
    expect(lighthouseVerdicts(inaccessible, false).accessibilityVerdict).toBe('over')
  })
})
