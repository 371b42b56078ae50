import type { IdleReport } from './idle'
import { BUDGETS, KIB, atLeast, atMost, type Verdict } from './budgets'
import type { LighthouseFigures } from './lighthouse'
import type { RouteChunk } from './manifest'

export interface RouteFigures {
  path: string
  finalPath?: string
  initialJsGzip?: number
  /** The same scripts Brotli-compressed, as hosts that precompress send them (budget stays gzip). */
  initialJsBrotli?: number
  initialJsVerdict: Verdict
  /** Loaded after first paint on purpose (Sentry), not counted. */
  deferredJsGzip?: number
  scripts?: { path: string; gzip: number; brotli: number; initial: boolean }[]
  lighthouse?: LighthouseFigures & LighthouseVerdicts
  errors: string[]
}

/** Performance, TBT and LCP are judged only on routes that carry those budgets ('n/a' elsewhere). */
export interface LighthouseVerdicts {
  performanceVerdict: Verdict
  totalBlockingTimeVerdict: Verdict
  largestContentfulPaintVerdict: Verdict
  accessibilityVerdict: Verdict
}

export function lighthouseVerdicts(
  figures: LighthouseFigures,
  carriesPerformanceBudgets: boolean,
): LighthouseVerdicts {
  const judged = (verdict: Verdict): Verdict => (carriesPerformanceBudgets ? verdict : 'n/a')
  return {
    performanceVerdict: judged(atLeast(figures.performance, BUDGETS.performance)),
    totalBlockingTimeVerdict: judged(
      atMost(figures.metrics.totalBlockingTimeMs, BUDGETS.totalBlockingTimeMs),
    ),
    largestContentfulPaintVerdict: judged(
      atMost(figures.metrics.largestContentfulPaintMs, BUDGETS.largestContentfulPaintMs),
    ),
    accessibilityVerdict: atLeast(figures.accessibility, BUDGETS.accessibility),
  }
}

export interface BenchReport {
  generatedAt: string
  /** How the build was served: over HTTP/2 as a CDN serves it, or the plain preview server. */
  served: 'HTTP/2' | 'HTTP/1.1'
  budgets: typeof BUDGETS
  /**
   * The one-route app on the same stack (scripts/bench/floor), measured in the same run: what
   * the stack alone costs on this machine now, so a noisy machine moves it and the routes alike.
   */
  floor?: RouteFigures
  routes: RouteFigures[]
  /** An idle minute on the live storefront (scripts/bench/idle.ts); not with BENCH_ONLY. */
  idle?: IdleReport
  routeChunks: (RouteChunk & { verdict: Verdict })[]
}

const kib = (bytes: number | undefined) =>
  bytes === undefined ? '-' : `${(bytes / KIB).toFixed(1)} KiB`
const cell = (text: string, verdict: Verdict) => (verdict === 'n/a' ? text : `${text} ${verdict}`)

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0))
/** A route's figure beside the floor's from the same run: what the route costs above the stack. */
const aboveFloor = (value: number | undefined, floor: number | undefined) =>
  value === undefined || floor === undefined
    ? ''
    : ` (${value - floor >= 0 ? '+' : ''}${(value - floor).toFixed(0)})`

export function formatReport(report: BenchReport): string {
  const { budgets } = report
  const floorMetrics = report.floor?.lighthouse?.metrics
  const row = (r: RouteFigures, name: string) => {
    const lh = r.lighthouse
    const lcp = lh?.metrics.largestContentfulPaintMs
    const tbt = lh?.metrics.totalBlockingTimeMs
    return [
      name,
      cell(kib(r.initialJsGzip), r.initialJsVerdict),
      kib(r.initialJsBrotli),
      cell(String(lh?.performance ?? '-'), lh?.performanceVerdict ?? 'n/a'),
      cell(
        ms(lcp) +
          (r === report.floor ? '' : aboveFloor(lcp, floorMetrics?.largestContentfulPaintMs)),
        lh?.largestContentfulPaintVerdict ?? 'n/a',
      ),
      cell(
        ms(tbt) + (r === report.floor ? '' : aboveFloor(tbt, floorMetrics?.totalBlockingTimeMs)),
        lh?.totalBlockingTimeVerdict ?? 'n/a',
      ),
      cell(String(lh?.accessibility ?? '-'), lh?.accessibilityVerdict ?? 'n/a'),
      kib(r.deferredJsGzip),
    ]
  }
  const routes = table(
    [
      'Route',
      `Initial JS gzip (<= ${kib(budgets.initialJsGzip)})`,
      'Brotli',
      `Performance (>= ${budgets.performance})`,
      `LCP ms, vs floor (<= ${budgets.largestContentfulPaintMs})`,
      `TBT ms, vs floor (<= ${budgets.totalBlockingTimeMs})`,
      `Accessibility (= ${budgets.accessibility})`,
      'Not counted (after first paint)',
    ],
    [
      ...(report.floor ? [row(report.floor, 'floor: one-route app, same stack')] : []),
      ...report.routes.map((r) =>
        row(r, r.finalPath && r.finalPath !== r.path ? `${r.path} -> ${r.finalPath}` : r.path),
      ),
    ],
  )
  const chunks = table(
    ['Route chunk', 'File', 'Chunk gzip', `With own imports (<= ${kib(budgets.routeChunkGzip)})`],
    report.routeChunks.map((c) => [
      c.module,
      c.file,
      kib(c.gzip),
      cell(kib(c.gzipWithOwnImports), c.verdict),
    ]),
  )
  const notes = report.routes.flatMap((r) => [
    ...(r.lighthouse?.accessibilityFailures.length
      ? [
          `${r.path}: accessibility audits failing: ${r.lighthouse.accessibilityFailures.join(', ')}`,
        ]
      : []),
    ...r.errors.map((e) => `${r.path}: ERROR ${e}`),
  ])
  return [
    `Served over ${report.served}.`,
    '',
    routes,
    '',
    chunks,
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n')
}

/** Every row over a budget, and every route that could not be measured (no figure, no verdict). */
export function budgetsMissed(report: BenchReport): string[] {
  const floorErrors = (report.floor?.errors ?? []).map((e) => `floor: could not measure (${e})`)
  const routes = report.routes.flatMap((r) => [
    ...(r.initialJsVerdict === 'over' ? [`${r.path}: initial JS ${kib(r.initialJsGzip)}`] : []),
    ...(r.lighthouse?.performanceVerdict === 'over'
      ? [`${r.path}: performance ${r.lighthouse.performance}`]
      : []),
    ...(r.lighthouse?.largestContentfulPaintVerdict === 'over'
      ? [`${r.path}: LCP ${ms(r.lighthouse.metrics.largestContentfulPaintMs)} ms`]
      : []),
    ...(r.lighthouse?.totalBlockingTimeVerdict === 'over'
      ? [`${r.path}: TBT ${ms(r.lighthouse.metrics.totalBlockingTimeMs)} ms`]
      : []),
    ...(r.lighthouse?.accessibilityVerdict === 'over'
      ? [`${r.path}: accessibility ${r.lighthouse.accessibility}`]
      : []),
    ...r.errors.map((e) => `${r.path}: could not measure (${e})`),
  ])
  const chunks = report.routeChunks
    .filter((c) => c.verdict === 'over')
    .map((c) => `${c.module}: ${kib(c.gzipWithOwnImports)} with its own imports`)
  return [...floorErrors, ...routes, ...chunks]
}
