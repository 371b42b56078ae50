/**
 * `npm run bench` (after `npm run build`): for each entry route in scripts/bench/routes.ts, the
 * initial JavaScript a real Chromium loads, each route chunk, and Lighthouse scores, against the
 * budgets (docs/budgets.md). It exits non-zero when a budget is missed or a route could not be
 * measured, so CI and a person see the same verdict.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import { BUDGETS, atLeast, atMost } from './bench/budgets'
import { startChromium, type RunningChromium } from './bench/chromium'
import { prepare, type Preparation } from './bench/prepare'
import { recordScripts } from './bench/initial-js'
import { runLighthouseMedian } from './bench/lighthouse'
import { loadedAfterFirstPaint, readManifest, routeChunks } from './bench/manifest'
import { budgetsMissed, formatReport, type BenchReport, type RouteFigures } from './bench/report'
import { BENCH_ROUTES, LOADED_AFTER_FIRST_PAINT } from './bench/routes'
import { HTTP2, startPreview } from './bench/server'

const DIST = 'dist'
const OUT = 'bench-report'
/** Lighthouse runs per route, the median kept so one unlucky run does not decide; BENCH_RUNS=1 for a quick look. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 1)
/** BENCH_LIGHTHOUSE=0: sizes only (initial JS and route chunks), a minute, not a quarter hour. */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))
const slug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'root'

/** A copy of dist/ taken now, so a rebuild by other work during the bench cannot mix builds. */
function snapshotDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'))
  cpSync(DIST, dir, { recursive: true })
  return dir
}

async function main(): Promise<void> {
  const dist = snapshotDist()
  try {
    await bench(dist)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
}

async function bench(dist: string): Promise<void> {
  const manifest = readManifest(dist)
  mkdirSync(OUT, { recursive: true })
  for (const old of readdirSync(OUT).filter((f) => f.startsWith('lighthouse-')))
    rmSync(join(OUT, old))
  const { origin, server } = await startPreview(dist)
  const browserProcess = await startChromium()
  const browser = await chromium.connectOverCDP(browserProcess.wsEndpoint)
  const routes: RouteFigures[] = []
  try {
    // BENCH_ONLY=<part of a path>[,<part>...] measures only the matching routes (a quick look at a few).
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
    const selected = only
      ? BENCH_ROUTES.filter((route) => only.some((part) => route.path.includes(part)))
      : BENCH_ROUTES
    for (const { path, prepare: preparation } of selected) {
      const figures: RouteFigures = { path, initialJsVerdict: 'n/a', errors: [] }
      routes.push(figures)
      console.log(`measuring ${path}`)
      try {
        const page = await recordScripts(
          browser,
          origin + path,
          preparation && ((tab) => prepare(tab, origin, preparation)),
        )
        const files = new Set(page.scripts.map((s) => s.path.replace(/^\//, '')))
        const deferred = loadedAfterFirstPaint(manifest, files, LOADED_AFTER_FIRST_PAINT)
        figures.finalPath = page.finalPath
        figures.scripts = page.scripts.map((s) => ({
          ...s,
          initial: !deferred.has(s.path.replace(/^\//, '')),
        }))
        figures.initialJsGzip = figures.scripts
          .filter((s) => s.initial)
          .reduce((sum, s) => sum + s.gzip, 0)
        figures.initialJsBrotli = figures.scripts
          .filter((s) => s.initial)
          .reduce((sum, s) => sum + s.brotli, 0)
        figures.deferredJsGzip = figures.scripts
          .filter((s) => !s.initial)
          .reduce((sum, s) => sum + s.gzip, 0)
        figures.initialJsVerdict = atMost(figures.initialJsGzip, BUDGETS.initialJsGzip)
      } catch (error) {
        figures.errors.push(`initial JS: ${message(error)}`)
      }
      if (!LIGHTHOUSE) continue
      const tab = preparation
        ? await preparedTab(browser, browserProcess, origin, preparation).catch((error) => {
            figures.errors.push(`preparing Lighthouse: ${message(error)}`)
            return null
          })
        : undefined
      try {
        if (tab === null) throw new Error('no prepared tab')
        const lh = await runLighthouseMedian(
          tab?.url ?? origin + path,
          browserProcess.port,
          `${OUT}/lighthouse-${slug(path)}.json`,
          RUNS,
          tab?.page,
        )
        figures.lighthouse = {
          ...lh,
          performanceVerdict: atLeast(lh.performance, BUDGETS.performance),
          accessibilityVerdict: atLeast(lh.accessibility, BUDGETS.accessibility),
        }
      } catch (error) {
        figures.errors.push(`Lighthouse: ${message(error)}`)
      } finally {
        await tab?.close()
      }
    }
  } finally {
    await browser.close().catch(() => undefined)
    await browserProcess.close()
    await server.close()
  }
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    served: HTTP2 ? 'HTTP/2' : 'HTTP/1.1',
    budgets: BUDGETS,
    routes,
    routeChunks: routeChunks(manifest, dist).map((chunk) => ({
      ...chunk,
      verdict: atMost(chunk.gzipWithOwnImports, BUDGETS.routeChunkGzip),
    })),
  }
  writeFileSync(`${OUT}/bench.json`, JSON.stringify(report, null, 2))
  console.log(`\n${formatReport(report)}\n\nWritten to ${OUT}/bench.json`)
  const missed = budgetsMissed(report)
  if (missed.length > 0) {
    console.error(`\n${missed.length} budget(s) missed:\n${missed.join('\n')}`)
    process.exitCode = 1
  }
}

/**
 * A tab of the browser's default profile brought to the route by Playwright, handed to Lighthouse
 * through Puppeteer (Lighthouse navigates a Puppeteer page it is given, keeping its storage).
 */
async function preparedTab(
  browser: Browser,
  chromiumProcess: RunningChromium,
  origin: string,
  preparation: Preparation,
) {
  const context = browser.contexts()[0]
  if (!context) throw new Error('the browser has no default context')
  const playwrightPage = await context.newPage()
  const url = await prepare(playwrightPage, origin, preparation)
  const connection = await puppeteer.connect({
    browserWSEndpoint: chromiumProcess.wsEndpoint,
    defaultViewport: null,
  })
  const page = (await connection.pages()).find((p) => p.url() === playwrightPage.url())
  if (!page)
    throw new Error(`the prepared tab (${playwrightPage.url()}) is not visible to Lighthouse`)
  return {
    page,
    url,
    async close() {
      await connection.disconnect()
      await playwrightPage.close()
    },
  }
}

main().catch((error: unknown) => {
  console.error('bench could not measure:', error)
  process.exitCode = 1
})
