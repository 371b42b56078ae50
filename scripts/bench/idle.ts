/**
 * The bench's idle section (docs/budgets.md#an-idle-minute): what the live storefront costs while
 * the buyer only watches and nothing in the stream changes. The stream tab follows the post by
 * reading it again every few seconds; each read that changes nothing should cost its request and
 * next to nothing else. Measured on a window after the page has settled, scaled to a minute.
 */
import { devices, request, type Browser, type CDPSession } from '@playwright/test'
import { IDLE_BUDGETS, atMost, type Verdict } from './budgets'

const STOREFRONT = '/17shop/buyer/livers/1001/stream-products?token=buyer-jp&post_id=5001&locale=en'
const WAIT = { timeout: 180_000 }
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

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>
  }
  const of = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0
  return { TaskDuration: of('TaskDuration'), ScriptDuration: of('ScriptDuration') }
}

export async function measureIdle(browser: Browser, origin: string): Promise<IdleReport> {
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
  const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Network.enable')
    await page.goto(origin + STOREFRONT, WAIT)
    await page
      .getByRole('list', { name: 'Products in this stream' })
      .getByRole('listitem')
      .first()
      .waitFor(WAIT)
    // Pictures, fonts and the first reads done: what follows is the page only watching.
    await page.waitForLoadState('networkidle', WAIT)
    await page.waitForTimeout(2_000)
    await page.evaluate(() => {
      const seen = window as unknown as { __idleMutations: number }
      seen.__idleMutations = 0
      new MutationObserver((records) => (seen.__idleMutations += records.length)).observe(
        document,
        { subtree: true, childList: true, attributes: true, characterData: true },
      )
    })
    let requests = 0
    let bytes = 0
    cdp.on('Network.requestWillBeSent', () => (requests += 1))
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength
    })
    const before = await metrics(cdp)
    await page.waitForTimeout(WINDOW_MS)
    const after = await metrics(cdp)
    const domMutations = await page.evaluate(
      () => (window as unknown as { __idleMutations: number }).__idleMutations,
    )
    const perMinute = 60_000 / WINDOW_MS
    const figures = {
      mainThreadMs: Math.round((after.TaskDuration - before.TaskDuration) * 1000 * perMinute),
      scriptMs: Math.round((after.ScriptDuration - before.ScriptDuration) * 1000 * perMinute),
      requests: Math.round(requests * perMinute),
      bytes: Math.round(bytes * perMinute),
    }
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
    await context.close()
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
