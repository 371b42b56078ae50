/**
 * The bench's idle section (docs/budgets.md#an-idle-minute): what the live storefront costs while
 * the buyer only watches and nothing in the stream changes. The stream tab follows the post by
 * reading it again every few seconds; each read that changes nothing should cost its request and
 * next to nothing else. Measured on a window after the page has settled, scaled to a minute.
 *
 * Driven through the DevTools protocol alone (scripts/bench/cdp-page.ts), with no network
 * recording: a driver that records the network copies every answer's body on the page's main
 * thread, a cost no phone pays. Requests and bytes are the page's own Resource Timing.
 */
import { request } from '@playwright/test'
import { IDLE_BUDGETS, atMost, type Verdict } from './budgets'
import type { CdpBrowser, CdpPage } from './cdp-page'

const STOREFRONT = '/17shop/buyer/livers/1001/stream-products?token=buyer-jp&post_id=5001&locale=en'
/** The window watched, in ms: BENCH_IDLE_MS, else 20 s (five of the page's 4 s reads). */
const WINDOW_MS = Math.max(5_000, Number(process.env.BENCH_IDLE_MS ?? 20_000) || 20_000)
/** The post's size, by the sandbox's big store (docs/sandbox.md#a-big-store): BENCH_IDLE_N, else the fixtures. */
const POST_N = Math.max(0, Number(process.env.BENCH_IDLE_N ?? 0) || 0)

export interface IdleReport {
  path: string
  /** Products added to the post by the big store (0: the fixtures' six). */
  postProducts: number
  windowMs: number
  /** Per minute, from the window. */
  mainThreadMs: number
  scriptMs: number
  requests: number
  bytes: number
  /** DOM mutations in the window (nothing changed, so none are expected). */
  domMutations: number
  verdicts: { mainThreadMs: Verdict; requests: Verdict; bytes: Verdict; domMutations: Verdict }
}

interface Metrics {
  TaskDuration: number
  ScriptDuration: number
}

async function metrics(page: CdpPage): Promise<Metrics> {
  const { metrics: list } = await page.send<{ metrics: Array<{ name: string; value: number }> }>(
    'Performance.getMetrics',
  )
  const of = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0
  return { TaskDuration: of('TaskDuration'), ScriptDuration: of('ScriptDuration') }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Installed in the page once it has settled: what changes and what is fetched from then on. */
function watch() {
  const seen = window as unknown as {
    __idle: { mutations: number; requests: number; bytes: number }
  }
  seen.__idle = { mutations: 0, requests: 0, bytes: 0 }
  new MutationObserver((records) => (seen.__idle.mutations += records.length)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      seen.__idle.requests += 1
      // As sent: the compressed body and its headers (a response from the cache is 0).
      seen.__idle.bytes += entry.transferSize
    }
  }).observe({ type: 'resource' })
}

/** Until no resource has been fetched for `quietMs` (pictures, fonts and the first reads done). */
async function untilQuiet(page: CdpPage, quietMs: number): Promise<void> {
  let last = -1
  for (let waited = 0; waited < 180_000; waited += quietMs) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (count === last) return
    last = count
    await pause(quietMs)
  }
}

export async function measureIdle(browser: CdpBrowser, origin: string): Promise<IdleReport> {
  const api = await request.newContext({ baseURL: origin, ignoreHTTPSErrors: true })
  await api.post('/__sandbox/reset')
  if (POST_N > 0) {
    const scaled = await api.post('/__sandbox/scale', {
      data: { postProducts: POST_N },
      timeout: 600_000,
    })
    if (!scaled.ok()) throw new Error(`the sandbox did not scale to ${POST_N}: ${scaled.status()}`)
  }
  await api.dispose()
  const page = await browser.newPage()
  try {
    await page.send('Performance.enable')
    await page.goto(origin + STOREFRONT)
    await page.waitForElement({
      role: 'listitem',
      within: { role: 'list', name: 'Products in this stream' },
    })
    await untilQuiet(page, 500)
    await pause(2_000)
    await page.evaluate(watch)
    const before = await metrics(page)
    await pause(WINDOW_MS)
    const after = await metrics(page)
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __idle: { mutations: number; requests: number; bytes: number } })
          .__idle,
    )
    const perMinute = 60_000 / WINDOW_MS
    const figures = {
      mainThreadMs: Math.round((after.TaskDuration - before.TaskDuration) * 1000 * perMinute),
      scriptMs: Math.round((after.ScriptDuration - before.ScriptDuration) * 1000 * perMinute),
      requests: Math.round(seen.requests * perMinute),
      bytes: Math.round(seen.bytes * perMinute),
    }
    const domMutations = seen.mutations
    return {
      path: STOREFRONT,
      postProducts: POST_N,
      windowMs: WINDOW_MS,
      ...figures,
      domMutations,
      verdicts: {
        mainThreadMs: atMost(figures.mainThreadMs, IDLE_BUDGETS.mainThreadMsPerMinute),
        requests: atMost(figures.requests, IDLE_BUDGETS.requestsPerMinute),
        bytes: atMost(figures.bytes, IDLE_BUDGETS.bytesPerMinute),
        domMutations: atMost(domMutations, IDLE_BUDGETS.domMutations),
      },
    }
  } finally {
    await page.close()
  }
}

export function formatIdleReport(report: IdleReport): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  return [
    `An idle minute on ${report.path}`,
    `(post + ${report.postProducts} products; watched ${report.windowMs / 1000} s, scaled to 60 s)`,
    `  main thread  ${report.mainThreadMs} ms (script ${report.scriptMs} ms)  budget ${IDLE_BUDGETS.mainThreadMsPerMinute} ms  ${report.verdicts.mainThreadMs}`,
    `  requests     ${report.requests}  budget ${IDLE_BUDGETS.requestsPerMinute}  ${report.verdicts.requests}`,
    `  bytes        ${kib(report.bytes)}  budget ${kib(IDLE_BUDGETS.bytesPerMinute)}  ${report.verdicts.bytes}`,
    `  DOM changes  ${report.domMutations}  budget ${IDLE_BUDGETS.domMutations}  ${report.verdicts.domMutations}`,
  ].join('\n')
}

export function idleBudgetsMissed(report: IdleReport): string[] {
  return Object.entries(report.verdicts)
    .filter(([, verdict]) => verdict !== 'ok')
    .map(([figure, verdict]) => `idle minute: ${figure} ${verdict}`)
}
