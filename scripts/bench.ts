/**
 * `npm run bench` (after `npm run build`): for each entry route in scripts/bench/routes.ts, the
 * initial JavaScript a real Chromium loads, each route chunk, and Lighthouse scores, against the
 * budgets (docs/budgets.md). It exits non-zero when a budget is missed or a route could not be
 * measured, so CI and a person see the same verdict.
 *
 * `--scale` (or BENCH_SCALE=1) measures the scale section instead (scripts/bench/scale.ts,
 * docs/budgets.md#growth): the long lists at N = 20, 2,000 and 10,000, or the sizes in
 * BENCH_SCALE_N (e.g. `20,2000`); BENCH_SCALE_RUNS runs per figure (3), BENCH_SCALE_PAGES=<part of
 * a page's name>[,…] a few pages.
 *
 * The routes section ends with an idle minute on the live storefront (scripts/bench/idle.ts,
 * docs/budgets.md#an-idle-minute); `--idle` (or BENCH_IDLE=1) measures that alone.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setPriority } from 'node:os'
import { chromium, type Browser } from '@playwright/test'
import type { Manifest } from 'vite'
import puppeteer from 'puppeteer-core'
import { BUDGETS, atMost } from './bench/budgets'
import { startChromium, type RunningChromium } from './bench/chromium'
import { prepare, type Preparation } from './bench/prepare'
import { recordScripts, type PageScripts } from './bench/initial-js'
import { runLighthouseMedian } from './bench/lighthouse'
import { loadedAfterFirstPaint, readManifest, routeChunks } from './bench/manifest'
import {
  budgetsMissed,
  formatReport,
  lighthouseVerdicts,
  type BenchReport,
  type RouteFigures,
} from './bench/report'
import { BENCH_ROUTES, LOADED_AFTER_FIRST_PAINT } from './bench/routes'
import { FLOOR_AFTER_FIRST_PAINT, startFloor } from './bench/floor'
import { HTTP2, startPreview } from './bench/server'
import { formatIdleReport, idleBudgetsMissed, measureIdle, type IdleReport } from './bench/idle'
import { CdpBrowser } from './bench/cdp-page'
import { formatScaleReport, measureScale, scaleBudgetsMissed, scaleSizes } from './bench/scale'

const DIST = 'dist'
const OUT = 'bench-report'
/** Lighthouse runs per route, each figure the median of them so one unlucky run does not decide; BENCH_RUNS=1 for a quick look. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 1)
/** BENCH_LIGHTHOUSE=0: sizes only (initial JS and route chunks), a minute, not a quarter hour. */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0'
/** The scale section in place of the routes: `npm run bench -- --scale` or BENCH_SCALE=1. */
const SCALE = process.argv.includes('--scale') || process.env.BENCH_SCALE === '1'
/** The idle minute alone: `npm run bench -- --idle` or BENCH_IDLE=1. */
const IDLE = process.argv.includes('--idle') || process.env.BENCH_IDLE === '1'

/** Runs `measure` with Playwright connected to the bench's Chromium, and disconnects it after. */
type WithPlaywright = <T>(measure: (browser: Browser) => Promise<T>) => Promise<T>

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
    await (SCALE ? benchScale(dist) : IDLE ? benchIdle(dist) : bench(dist))
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
  // On a phone the page has its CPU to itself; here the sandbox server and Lighthouse's driver
  // (this process) share two cores with it, and every millisecond they take stretches the page's
  // tasks, which Lighthouse counts by the clock. Chromium, started above at normal priority, goes
  // first (docs/budgets.md#measuring); BENCH_NICE=0 measures without this, to compare.
  if (process.env.BENCH_NICE !== '0') setPriority(10)
  // Playwright records and prepares, then lets go: Lighthouse alone watches the page, as on a
  // phone (docs/budgets.md#measuring).
  const withPlaywright: WithPlaywright = async (measure) => {
    const browser = await chromium.connectOverCDP(browserProcess.wsEndpoint)
    try {
      return await measure(browser)
    } finally {
      await browser.close()
    }
  }
  const routes: RouteFigures[] = []
  let floor: RouteFigures | undefined
  let idle: IdleReport | undefined
  // BENCH_ONLY=<part of a path>[,<part>...] measures only the matching routes (a quick look at a few).
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
  try {
    floor = await measureFloor(withPlaywright, browserProcess.port)
    const selected = only
      ? BENCH_ROUTES.filter((route) => only.some((part) => route.path.includes(part)))
      : BENCH_ROUTES
    for (const { path, prepare: preparation, lighthouseBudgets = false } of selected) {
      const figures: RouteFigures = { path, initialJsVerdict: 'n/a', errors: [] }
      routes.push(figures)
      console.log(`measuring ${path}`)
      const tab = await withPlaywright(async (browser) => {
        try {
          const page = await recordScripts(
            browser,
            origin + path,
            preparation && ((tab) => prepare(tab, origin, preparation)),
          )
          Object.assign(figures, initialJs(manifest, page))
        } catch (error) {
          figures.errors.push(`initial JS: ${message(error)}`)
        }
        if (!LIGHTHOUSE || !preparation) return undefined
        return preparedTab(browser, browserProcess, origin, preparation).catch((error) => {
          figures.errors.push(`preparing Lighthouse: ${message(error)}`)
          return null
        })
      })
      if (!LIGHTHOUSE) continue
      try {
        if (tab === null) throw new Error('no prepared tab')
        const lh = await runLighthouseMedian(
          tab?.url ?? origin + path,
          browserProcess.port,
          `${OUT}/lighthouse-${slug(path)}.json`,
          RUNS,
          tab?.page,
        )
        figures.lighthouse = { ...lh, ...lighthouseVerdicts(lh, lighthouseBudgets) }
      } catch (error) {
        figures.errors.push(`Lighthouse: ${message(error)}`)
      } finally {
        await tab?.close()
      }
    }
    if (!only) idle = await measureIdleOnce(origin)
  } finally {
    await browserProcess.close()
    await server.close()
  }
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    served: HTTP2 ? 'HTTP/2' : 'HTTP/1.1',
    budgets: BUDGETS,
    floor,
    routes,
    idle,
    routeChunks: routeChunks(manifest, dist).map((chunk) => ({
      ...chunk,
      verdict: atMost(chunk.gzipWithOwnImports, BUDGETS.routeChunkGzip),
    })),
  }
  writeFileSync(`${OUT}/bench.json`, JSON.stringify(report, null, 2))
  console.log(`\n${formatReport(report)}\n\nWritten to ${OUT}/bench.json`)
  if (idle) console.log(`\n${formatIdleReport(idle)}`)
  const missed = [...budgetsMissed(report), ...(idle ? idleBudgetsMissed(idle) : [])]
  if (missed.length > 0) {
    console.error(`\n${missed.length} budget(s) missed:\n${missed.join('\n')}`)
    process.exitCode = 1
  }
}

/** The scale section (scripts/bench/scale.ts), on the same server as the routes. */
async function benchScale(dist: string): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  const { origin, server } = await startPreview(dist)
  // Its own Chromium, driven without Playwright (scripts/bench/cdp-page.ts says why).
  const browser = await CdpBrowser.launch()
  if (process.env.BENCH_NICE !== '0') setPriority(10)
  const runs = Math.max(1, Number(process.env.BENCH_SCALE_RUNS ?? 3) || 1)
  const pages = process.env.BENCH_SCALE_PAGES?.split(',').filter(Boolean)
  let report
  try {
    report = await measureScale(browser, origin, scaleSizes(), runs, pages)
  } finally {
    await browser.close()
    await server.close()
  }
  const stamped = { generatedAt: new Date().toISOString(), ...report }
  writeFileSync(`${OUT}/scale.json`, JSON.stringify(stamped, null, 2))
  console.log(`\n${formatScaleReport(report)}\n\nWritten to ${OUT}/scale.json`)
  const missed = scaleBudgetsMissed(report)
  if (missed.length > 0) {
    console.error(`\n${missed.length} scale budget(s) missed:\n${missed.join('\n')}`)
    process.exitCode = 1
  }
}

/** The idle minute in its own Chromium, driven without Playwright (scripts/bench/idle.ts says why). */
async function measureIdleOnce(origin: string): Promise<IdleReport> {
  const browser = await CdpBrowser.launch()
  try {
    return await measureIdle(browser, origin)
  } finally {
    await browser.close()
  }
}

/** The idle minute alone (scripts/bench/idle.ts), in the same kind of browser and server. */
async function benchIdle(dist: string): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  const { origin, server } = await startPreview(dist)
  if (process.env.BENCH_NICE !== '0') setPriority(10)
  let report: IdleReport
  try {
    report = await measureIdleOnce(origin)
  } finally {
    await server.close()
  }
  writeFileSync(
    `${OUT}/idle.json`,
    JSON.stringify({ generatedAt: new Date().toISOString(), ...report }, null, 2),
  )
  console.log(`\n${formatIdleReport(report)}\n\nWritten to ${OUT}/idle.json`)
  const missed = idleBudgetsMissed(report)
  if (missed.length > 0) {
    console.error(`\n${missed.length} idle budget(s) missed:\n${missed.join('\n')}`)
    process.exitCode = 1
  }
}

/** Initial and deferred JavaScript of a recorded page, by the build's manifest. */
function initialJs(
  manifest: Manifest,
  page: PageScripts,
  afterFirstPaint: readonly string[] = LOADED_AFTER_FIRST_PAINT,
): Partial<RouteFigures> {
  const files = new Set(page.scripts.map((s) => s.path.replace(/^\//, '')))
  const deferred = loadedAfterFirstPaint(manifest, files, afterFirstPaint)
  const scripts = page.scripts.map((s) => ({
    ...s,
    initial: !deferred.has(s.path.replace(/^\//, '')),
  }))
  const sum = (initial: boolean, size: 'gzip' | 'brotli') =>
    scripts.filter((s) => s.initial === initial).reduce((total, s) => total + s[size], 0)
  const initialJsGzip = sum(true, 'gzip')
  return {
    finalPath: page.finalPath,
    scripts,
    initialJsGzip,
    initialJsBrotli: sum(true, 'brotli'),
    deferredJsGzip: sum(false, 'gzip'),
    initialJsVerdict: atMost(initialJsGzip, BUDGETS.initialJsGzip),
  }
}

/**
 * The floor (scripts/bench/floor): the one-route app on the same stack, built and measured first
 * in the same browser, so each route's figures read beside what the stack alone costs now. Its
 * Lighthouse figures are judged as a buying route's would be (not counted as a missed budget),
 * so a run whose floor misses them says the machine, not the app, is slow.
 */
async function measureFloor(withPlaywright: WithPlaywright, port: number): Promise<RouteFigures> {
  const figures: RouteFigures = { path: '/', initialJsVerdict: 'n/a', errors: [] }
  console.log('measuring the floor (one-route app)')
  const floor = await startFloor()
  try {
    const page = await withPlaywright((browser) => recordScripts(browser, `${floor.origin}/`))
    // Its sizes are shown beside the routes', not judged.
    Object.assign(figures, initialJs(floor.manifest, page, FLOOR_AFTER_FIRST_PAINT), {
      initialJsVerdict: 'n/a',
    })
    if (LIGHTHOUSE) {
      const lh = await runLighthouseMedian(
        `${floor.origin}/`,
        port,
        `${OUT}/lighthouse-floor.json`,
        RUNS,
      )
      figures.lighthouse = { ...lh, ...lighthouseVerdicts(lh, true) }
    }
  } catch (error) {
    figures.errors.push(message(error))
  } finally {
    await floor.server.close()
  }
  return figures
}

/**
 * A tab of the browser's default profile brought to the route by Playwright, handed to Lighthouse
 * through Puppeteer (Lighthouse navigates a Puppeteer page it is given, keeping its storage).
 * The tab outlives Playwright's connection: a connection over CDP closes only the contexts it
 * made, and this tab is in the browser's own.
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
  const url = await prepare(playwrightPage, origin, preparation).catch(async (error: unknown) => {
    await playwrightPage.close()
    throw error
  })
  const connection = await puppeteer.connect({
    browserWSEndpoint: chromiumProcess.wsEndpoint,
    defaultViewport: null,
  })
  const page = (await connection.pages()).find((p) => p.url() === playwrightPage.url())
  if (!page) {
    await connection.disconnect()
    await playwrightPage.close()
    throw new Error(`the prepared tab (${playwrightPage.url()}) is not visible to Lighthouse`)
  }
  return {
    page,
    url,
    async close() {
      await page.close()
      await connection.disconnect()
    },
  }
}

main().catch((error: unknown) => {
  console.error('bench could not measure:', error)
  process.exitCode = 1
})
