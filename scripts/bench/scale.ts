/**
 * The bench's scale section (docs/budgets.md#growth): the pages whose lists the API gives whole,
 * measured with the sandbox's big store (docs/sandbox.md#a-big-store) at a few sizes, as a new
 * buyer or seller meets them on a phone: Pixel 7 size, the CPU 4x slower, a fresh context per run.
 * Each size's figures are printed beside N = 20's from the same run, so the machine's load of
 * the moment divides out of the ratios the budgets hold.
 */
import { request } from '@playwright/test'
import { SCALE_BUDGETS } from './budgets'
import type { CdpBrowser, CdpPage, Locator } from './cdp-page'

/** What one press is: a tap or typing (its Event Timing is held to the press budget), and whether it completes something (a save, a step) whose time is held too. */
interface Press {
  name: 'tick' | 'untick' | 'save' | 'Next' | 'typing' | 'tab' | 'remove'
  /** Does the press and waits until what it started is on the screen. */
  run(page: CdpPage): Promise<void>
  /** A save or a step: the time from the press to its result is held to the done budget. */
  completes?: boolean
}

export interface ScalePage {
  name: string
  /** Brings a fresh tab to where the page is measured (unthrottled); answers the page's address. */
  prepare?: (page: CdpPage, origin: string) => Promise<string>
  path?: string
  /** Resolves once the page's list is shown and usable. */
  usable(page: CdpPage): Promise<void>
  presses: readonly Press[]
}

const SELLER = 'token=seller-jp&post_id=5001&locale=en'

const list = (name: string): Locator => ({ role: 'list', name })
const firstItem = (page: CdpPage, name: string) =>
  page.waitForElement({ role: 'listitem', within: list(name) })
const toast = (page: CdpPage, text: RegExp) =>
  page.waitForText(text, { role: 'region', name: 'Notifications' })
const next: Locator = { role: 'button', name: 'Next', exact: true }
const firstCheckbox: Locator = { role: 'checkbox' }

/** The checkout's products step of buyer-jp's cart in liver 1001's shop, every line ticked. */
async function toProductsStep(page: CdpPage, origin: string): Promise<string> {
  await page.goto(`${origin}/17shop/checkout?token=buyer-jp&liver_id=1001&stream_id=7001&locale=en`)
  await page.click({ role: 'radio', name: /^Regular goods/ })
  await page.click(next)
  await page.waitForURL(/step-products/)
  await page.waitForElement(firstCheckbox)
  return page.url()
}

const subtotalSettled = (page: CdpPage) =>
  page.waitFor('the subtotal settled', () =>
    Boolean(document.querySelector('.checkout-summary:not([aria-busy])')),
  )

/** Until the first checkbox is as asked (a tap's result drawn). */
const checked = (page: CdpPage, value: boolean) =>
  page.waitFor(
    `the first checkbox ${value ? 'ticked' : 'unticked'}`,
    (want: boolean) =>
      document.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked === want,
    value,
  )

export const SCALE_PAGES: readonly ScalePage[] = [
  {
    name: 'seller stream products, in the stream',
    path: `/17shop/seller/stream-products/selected?${SELLER}`,
    usable: (page) => firstItem(page, 'Products in the stream'),
    presses: [
      {
        name: 'remove',
        run: async (page) => {
          await page.click({
            role: 'button',
            name: /from the stream$/,
            within: list('Products in the stream'),
          })
          await page.waitForElement({ role: 'dialog' })
        },
      },
      {
        name: 'save',
        completes: true,
        run: async (page) => {
          await page.click({
            role: 'button',
            name: 'Remove it',
            exact: true,
            within: { role: 'dialog' },
          })
          await toast(page, /off the stream/)
        },
      },
    ],
  },
  {
    name: 'seller stream products, not in the stream',
    path: `/17shop/seller/stream-products/unselected?${SELLER}`,
    usable: (page) => firstItem(page, 'Products not in the stream'),
    presses: [
      {
        name: 'save',
        completes: true,
        run: async (page) => {
          await page.click({
            role: 'button',
            name: /to the stream$/,
            within: list('Products not in the stream'),
          })
          await toast(page, /to the stream/)
        },
      },
    ],
  },
  {
    name: 'seller shop products',
    path: `/17shop/seller/products/shop-products?${SELLER}`,
    usable: (page) => firstItem(page, "Your shop's products"),
    presses: [
      {
        name: 'typing',
        run: async (page) => {
          await page.click({ role: 'searchbox', name: 'Find a product by name' })
          await page.type('No.19', 50)
          await page.waitForText(/ of [\d,]+ products?/)
        },
      },
      {
        name: 'tab',
        completes: true,
        run: async (page) => {
          await page.click({ role: 'link', name: 'Stream products' })
          await firstItem(page, 'Products in the stream')
        },
      },
    ],
  },
  {
    name: 'buyer storefront, stream tab',
    path: '/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001&locale=en',
    usable: (page) => firstItem(page, 'Products in this stream'),
    presses: [],
  },
  {
    name: 'checkout products step',
    prepare: toProductsStep,
    usable: async (page) => {
      await page.waitForElement(firstCheckbox)
      await subtotalSettled(page)
    },
    presses: [
      {
        name: 'untick',
        run: async (page) => {
          await page.click(firstCheckbox)
          await checked(page, false)
          await subtotalSettled(page)
        },
      },
      {
        name: 'tick',
        run: async (page) => {
          await page.click(firstCheckbox)
          await checked(page, true)
          await subtotalSettled(page)
        },
      },
      {
        name: 'Next',
        completes: true,
        run: async (page) => {
          await page.click(next)
          await page.waitForURL(/step-shipping-and-payment/)
          await page.waitForElement({ role: 'radio' })
        },
      },
    ],
  },
  {
    name: 'order with N messages',
    path: '/17shop/orders/9101?token=buyer-jp&locale=en',
    usable: async (page) => {
      await firstItem(page, 'Messages')
      await page.waitForElement({ role: 'textbox', name: 'Message to the seller' })
    },
    presses: [
      {
        name: 'typing',
        run: async (page) => {
          await page.click({ role: 'textbox', name: 'Message to the seller' })
          await page.type('Is it on its way?', 50)
        },
      },
    ],
  },
  {
    name: 'order list',
    path: '/17shop/orders?token=buyer-jp&locale=en',
    usable: (page) => firstItem(page, 'Orders'),
    presses: [],
  },
]

/** Installed before any of the page's scripts: Event Timing and long tasks from the start. */
function observe() {
  const w = window as unknown as {
    __scale: { events: PerformanceEventTiming[]; longTasks: number }
  }
  w.__scale = { events: [], longTasks: 0 }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__scale.events.push(entry as PerformanceEventTiming)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__scale.longTasks += entry.duration
  }).observe({ type: 'longtask', buffered: true })
}

/** The page's clock once a frame has been drawn and its main thread has a moment free. */
const settled = (page: CdpPage) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
      ),
  )

export interface PressFigures {
  name: string
  /** The longest Event Timing duration of the press's events (under 16 ms is not reported: 0). */
  eventMs: number
  /** From the press's first event to its result on the screen (a save or a step). */
  doneMs?: number
}

export interface RunFigures {
  usableMs: number
  longTaskMs: number
  domNodes: number
  heapBytes: number
  presses: PressFigures[]
}

export interface PageFigures extends Partial<Omit<RunFigures, 'presses'>> {
  page: string
  n: number
  runs: number
  presses: PressFigures[]
  errors: string[]
}

async function measureRun(
  browser: CdpBrowser,
  origin: string,
  scalePage: ScalePage,
): Promise<RunFigures> {
  const page = await browser.newPage()
  try {
    const url = scalePage.prepare
      ? await scalePage.prepare(page, origin)
      : `${origin}${scalePage.path!}`
    // Observed from the measured navigation on; the preparation ran unthrottled and unwatched.
    await page.addInitScript(observe)
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url)
    await scalePage.usable(page)
    const usableMs = await settled(page)
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    await page.send('HeapProfiler.collectGarbage')
    const { usedSize } = await page.send<{ usedSize: number }>('Runtime.getHeapUsage')
    const presses: PressFigures[] = []
    for (const press of scalePage.presses) {
      const from = await page.evaluate(
        () => (window as unknown as { __scale: { events: unknown[] } }).__scale.events.length,
      )
      await press.run(page)
      const doneAt = await settled(page)
      // Event Timing entries arrive after the frame that follows the event; give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const events = await page.evaluate((start: number) => {
        const all = (
          window as unknown as {
            __scale: { events: { startTime: number; duration: number; name: string }[] }
          }
        ).__scale.events
        return all.slice(start).map(({ startTime, duration, name }) => ({
          startTime,
          duration,
          name,
        }))
      }, from)
      const eventMs = Math.max(0, ...events.map((event) => event.duration))
      const first = Math.min(...events.map((event) => event.startTime))
      presses.push({
        name: press.name,
        eventMs,
        ...(press.completes && Number.isFinite(first) ? { doneMs: doneAt - first } : {}),
      })
    }
    const longTaskMs = await page.evaluate(
      () => (window as unknown as { __scale: { longTasks: number } }).__scale.longTasks,
    )
    return { usableMs, longTaskMs, domNodes, heapBytes: usedSize, presses }
  } finally {
    await page.close()
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function medianOf(page: string, n: number, runs: RunFigures[], errors: string[]): PageFigures {
  const figures: PageFigures = { page, n, runs: runs.length, presses: [], errors }
  if (runs.length === 0) return figures
  for (const key of ['usableMs', 'longTaskMs', 'domNodes', 'heapBytes'] as const)
    figures[key] = median(runs.map((run) => run[key]))
  figures.presses = runs[0]!.presses.map((press, index) => {
    const done = runs.map((run) => run.presses[index]?.doneMs).filter((ms) => ms !== undefined)
    return {
      name: press.name,
      eventMs: median(runs.map((run) => run.presses[index]?.eventMs ?? 0)),
      ...(done.length > 0 ? { doneMs: median(done) } : {}),
    }
  })
  return figures
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface ScaleReport {
  sizes: number[]
  runs: number
  budgets: typeof SCALE_BUDGETS
  pages: PageFigures[]
}

/**
 * Every size in turn: the sandbox reset and seeded with N of everything, then each page measured
 * `runs` times. `onlyPages` (parts of names) measures a few pages.
 */
export async function measureScale(
  browser: CdpBrowser,
  origin: string,
  sizes: readonly number[],
  runs: number,
  onlyPages?: readonly string[],
): Promise<ScaleReport> {
  const api = await request.newContext({ baseURL: origin, ignoreHTTPSErrors: true })
  const pages = onlyPages
    ? SCALE_PAGES.filter((page) => onlyPages.some((part) => page.name.includes(part)))
    : SCALE_PAGES
  const results: PageFigures[] = []
  try {
    for (const n of sizes) {
      for (const scalePage of pages) {
        // Each page meets the store as seeded: a save on one page does not shift the next.
        await api.post('/__sandbox/reset')
        const scaled = await api.post('/__sandbox/scale', { data: { n }, timeout: 600_000 })
        if (!scaled.ok()) throw new Error(`the sandbox did not scale to ${n}: ${scaled.status()}`)
        console.log(`scale: ${scalePage.name} at N = ${n}`)
        const done: RunFigures[] = []
        const errors: string[] = []
        for (let run = 0; run < runs; run++) {
          try {
            done.push(await measureRun(browser, origin, scalePage))
          } catch (error) {
            errors.push(message(error).split('\n')[0]!)
          }
        }
        results.push(medianOf(scalePage.name, n, done, errors))
      }
    }
  } finally {
    await api.dispose()
  }
  return { sizes: [...sizes], runs, budgets: SCALE_BUDGETS, pages: results }
}

const BASE = SCALE_BUDGETS.baseN

function baseOf(report: ScaleReport, figures: PageFigures) {
  return report.pages.find((row) => row.page === figures.page && row.n === BASE)
}

/** Each missed budget, as a line naming the page, the size and the figure. */
export function scaleBudgetsMissed(report: ScaleReport): string[] {
  const missed: string[] = []
  const b = SCALE_BUDGETS
  for (const row of report.pages) {
    const at = `${row.page} at N = ${row.n.toLocaleString('en')}`
    if (row.errors.length > 0) missed.push(`${at}: could not measure (${row.errors[0]})`)
    for (const press of row.presses)
      if (press.eventMs > b.pressEventMs)
        missed.push(`${at}: ${press.name} ${Math.round(press.eventMs)} ms > ${b.pressEventMs} ms`)
    if (row.n >= b.large.n && row.usableMs !== undefined && row.usableMs > b.large.usableMs)
      missed.push(`${at}: usable in ${Math.round(row.usableMs)} ms > ${b.large.usableMs} ms`)
    const base = baseOf(report, row)
    if (row.n === BASE || row.n >= b.large.n || !base) continue
    if (row.usableMs !== undefined && base.usableMs !== undefined) {
      const ratio = row.usableMs / base.usableMs
      if (ratio > b.growth.usableRatio)
        missed.push(`${at}: usable ${ratio.toFixed(2)}× N = ${BASE} > ${b.growth.usableRatio}×`)
    }
    for (const press of row.presses) {
      const was = base.presses.find((p) => p.name === press.name)?.doneMs
      if (press.doneMs === undefined || !was) continue
      const ratio = press.doneMs / was
      if (ratio > b.growth.doneRatio)
        missed.push(
          `${at}: ${press.name} done ${ratio.toFixed(2)}× N = ${BASE} > ${b.growth.doneRatio}×`,
        )
    }
  }
  return missed
}

/** The table: each figure with its ratio to N = 20 of the same page in the same run. */
export function formatScaleReport(report: ScaleReport): string {
  const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`)
  const times = (value: number | undefined, base: number | undefined) =>
    value === undefined || !base ? '' : ` (${(value / base).toFixed(2)}×)`
  const lines = [
    `Scale (CPU 4x slower, Pixel 7, median of ${report.runs}; × is the ratio to N = ${BASE})`,
    '',
    '| page | N | usable ms | presses: Event Timing ms [done ms] | long tasks ms | DOM nodes | JS heap MB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const row of report.pages) {
    const base = baseOf(report, row)
    const presses = row.presses
      .map((press) => {
        const was = base?.presses.find((p) => p.name === press.name)
        const done =
          press.doneMs === undefined
            ? ''
            : ` [${ms(press.doneMs)}${times(press.doneMs, was?.doneMs)}]`
        return `${press.name} ${ms(press.eventMs)}${done}`
      })
      .join('; ')
    const heap = row.heapBytes === undefined ? undefined : row.heapBytes / 1024 / 1024
    const baseHeap = base?.heapBytes === undefined ? undefined : base.heapBytes / 1024 / 1024
    lines.push(
      `| ${row.page} | ${row.n.toLocaleString('en')} | ${ms(row.usableMs)}${times(row.usableMs, base?.usableMs)} | ${presses || '-'}${row.errors.length ? ` (${row.errors.length} failed)` : ''} | ${ms(row.longTaskMs)} | ${row.domNodes ?? '-'}${times(row.domNodes, base?.domNodes)} | ${heap === undefined ? '-' : heap.toFixed(1)}${times(heap, baseHeap)} |`,
    )
  }
  return lines.join('\n')
}

/** The sizes to measure: BENCH_SCALE_N (e.g. `20,2000`), N = 20 always among them as the base. */
export function scaleSizes(env = process.env.BENCH_SCALE_N): number[] {
  const asked = (env ?? SCALE_BUDGETS.sizes.join(','))
    .split(',')
    .map((part) => Number(part.trim().replace(/_/g, '')))
    .filter((n) => Number.isInteger(n) && n > 0)
  return [...new Set([BASE, ...asked])].sort((a, b) => a - b)
}
