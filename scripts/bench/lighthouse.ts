import { writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import type { Page } from 'puppeteer-core'

export interface LighthouseFigures {
  /** Successful runs behind these figures (each the median of the runs'). */
  runs: number
  performance: number | null
  accessibility: number | null
  /** Audits that cost accessibility points, so the report says what to fix. */
  accessibilityFailures: string[]
  metrics: Record<string, number | undefined>
}

const score = (value: number | null | undefined) =>
  typeof value === 'number' ? Math.round(value * 100) : null

/**
 * `runs` Lighthouse navigations, each figure the median of the runs' (Lighthouse's own advice on
 * a machine whose runs vary). Each figure on its own: the performance score is a whole number,
 * so "the run with the median score" was, among tied runs, whichever came second, and its TBT
 * could be the highest of the three. Accessibility is the worst run's, with what it failed.
 */
export async function runLighthouseMedian(
  url: string,
  port: number,
  reportPath: string,
  runs: number,
  /** A tab prepared for the route (prepare.ts): measured there, its storage kept. */
  page?: Page,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = []
  const errors: unknown[] = []
  for (let i = 0; i < runs; i++) {
    try {
      results.push(
        await runLighthouse(url, port, reportPath.replace(/\.json$/, `-${i + 1}.json`), page),
      )
    } catch (error) {
      errors.push(error) // one failed run should not cost the route its figures
    }
  }
  if (results.length === 0) throw errors[0]
  const worstA11y = results.reduce((worst, run) =>
    (run.accessibility ?? -1) < (worst.accessibility ?? -1) ? run : worst,
  )
  const metrics = Object.fromEntries(
    Object.keys(results[0]!.metrics).map((name) => [
      name,
      median(results.map((run) => run.metrics[name])),
    ]),
  )
  return {
    runs: results.length,
    performance: median(results.map((run) => run.performance ?? undefined)) ?? null,
    accessibility: worstA11y.accessibility,
    accessibilityFailures: worstA11y.accessibilityFailures,
    metrics,
  }
}

/** The middle value (of an even count, the mean of the two middle ones); runs without it left out. */
export function median(values: ReadonlyArray<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b)
  if (known.length === 0) return undefined
  const middle = Math.floor(known.length / 2)
  return known.length % 2 === 1 ? known[middle] : (known[middle - 1]! + known[middle]!) / 2
}

/**
 * One Lighthouse navigation with its default settings: mobile emulation (Moto G Power screen,
 * simulated slow 4G and 4x CPU slowdown), performance and accessibility only.
 */
async function runLighthouse(
  url: string,
  port: number,
  reportPath: string,
  page?: Page,
): Promise<LighthouseFigures> {
  if (page) {
    // Lighthouse must keep the tab's storage (the cart, the checkout), so it clears no cache
    // either: that is done here, so the run is still a first load of the app's files.
    const session = await page.createCDPSession()
    await session.send('Network.clearBrowserCache')
    await session.detach()
  }
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: page !== undefined,
    },
    undefined,
    page,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  writeFileSync(reportPath, JSON.stringify(lhr, null, 1))
  // BENCH_TRACES=1 keeps each run's trace beside its report, for DevTools' Performance panel:
  // what a long task held, where the report only names a script or "Unattributable".
  if (process.env.BENCH_TRACES === '1')
    writeFileSync(
      reportPath.replace(/\.json$/, '.trace.json'),
      JSON.stringify(result.artifacts.Trace),
    )
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const a11yAudits = lhr.categories.accessibility?.auditRefs ?? []
  const metric = (id: string) => lhr.audits[id]?.numericValue
  return {
    runs: 1,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    accessibilityFailures: a11yAudits
      .filter(
        (ref) =>
          ref.weight > 0 &&
          lhr.audits[ref.id]?.score !== null &&
          (lhr.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => ref.id),
    metrics: {
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
  }
}
