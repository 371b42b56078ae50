import { BUDGETS, KIB, atMost, type Verdict } from './budgets'
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
  lighthouse?: LighthouseFigures & { performanceVerdict: Verdict; accessibilityVerdict: Verdict }
  errors: string[]
}

export interface BenchReport {
  generatedAt: string
  /** How the build was served: over HTTP/2 as a CDN serves it, or the plain preview server. */
  served: 'HTTP/2' | 'HTTP/1.1'
  budgets: typeof BUDGETS
  routes: RouteFigures[]
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

export function formatReport(report: BenchReport): string {
  const { budgets } = report
  const routes = table(
    [
      'Route',
      `Initial JS gzip (<= ${kib(budgets.initialJsGzip)})`,
      'Brotli',
      `Performance (>= ${budgets.performance})`,
      `LCP (<= ${budgets.largestContentfulPaintMs} ms)`,
      `Accessibility (= ${budgets.accessibility})`,
      'Not counted (after first paint)',
    ],
    report.routes.map((r) => [
      r.finalPath && r.finalPath !== r.path ? `${r.path} -> ${r.finalPath}` : r.path,
      cell(kib(r.initialJsGzip), r.initialJsVerdict),
      kib(r.initialJsBrotli),
      cell(String(r.lighthouse?.performance ?? '-'), r.lighthouse?.performanceVerdict ?? 'n/a'),
      cell(
        String(r.lighthouse?.metrics.largestContentfulPaintMs?.toFixed(0) ?? '-'),
        atMost(r.lighthouse?.metrics.largestContentfulPaintMs, budgets.largestContentfulPaintMs),
      ),
      cell(String(r.lighthouse?.accessibility ?? '-'), r.lighthouse?.accessibilityVerdict ?? 'n/a'),
      kib(r.deferredJsGzip),
    ]),
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
  const routes = report.routes.flatMap((r) => [
    ...(r.initialJsVerdict === 'over' ? [`${r.path}: initial JS ${kib(r.initialJsGzip)}`] : []),
    ...(r.lighthouse?.performanceVerdict === 'over'
      ? [`${r.path}: performance ${r.lighthouse.performance}`]
      : []),
    ...(atMost(r.lighthouse?.metrics.largestContentfulPaintMs, BUDGETS.largestContentfulPaintMs) ===
    'over'
      ? [`${r.path}: LCP ${r.lighthouse?.metrics.largestContentfulPaintMs?.toFixed(0)} ms`]
      : []),
    ...(r.lighthouse?.accessibilityVerdict === 'over'
      ? [`${r.path}: accessibility ${r.lighthouse.accessibility}`]
      : []),
    ...r.errors.map((e) => `${r.path}: could not measure (${e})`),
  ])
  const chunks = report.routeChunks
    .filter((c) => c.verdict === 'over')
    .map((c) => `${c.module}: ${kib(c.gzipWithOwnImports)} with its own imports`)
  return [...routes, ...chunks]
}
