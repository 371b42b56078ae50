/**
 * `npx tsx scripts/main-thread.ts <path> [runs]` (after `npm run build`): where a page's main
 * thread spends its time from navigation to its first data render, in CPU time of the thread
 * (the trace's thread clock), not wall time, so a loaded machine that takes the core away from
 * the page does not count as the page's work. Prints each task of the main thread that would be
 * a long task at Lighthouse's 4x slowdown (over 12.5 ms here), what ran in it, and the script
 * evaluation per chunk, summed over the runs' median. `PREPARE=<preparation>` (a name from
 * scripts/bench/prepare.ts, e.g. `checkout-shipping-and-payment`) traces a checkout step as the
 * bench measures it: reloaded in a tab a buyer brought there; the path then only labels the output.
 */
import { chromium, type Page } from '@playwright/test'
import { rmSync, cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPreview } from './bench/server'
import { startFloor } from './bench/floor'
import { prepare, type Preparation } from './bench/prepare'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { existsSync, readFileSync } from 'node:fs'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  tts?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  // Samples of the running JavaScript, to say which module a long task's script time is spent in.
  'disabled-by-default-v8.cpu_profiler',
]

/** What a task's time went to; script includes the style and layout it forced. */
const KINDS = {
  'module evaluation': ['v8.evaluateModule', 'EvaluateScript'],
  'script (calls, timers, microtasks)': [
    'v8.callFunction',
    'FunctionCall',
    'RunMicrotasks',
    'TimerFire',
  ],
  'style and layout': ['UpdateLayoutTree', 'Layout'],
  'html and css parsing': ['ParseHTML', 'ParseAuthorStyleSheet'],
  compile: ['v8.compileModule', 'v8.compile'],
  paint: ['Paint', 'PrePaint', 'Layerize'],
  'garbage collection': ['MinorGC', 'MajorGC', 'V8.GC_MARK_COMPACTOR'],
} as const satisfies Record<string, readonly string[]>

const SLOW = 4
const LONG_AT_SLOWDOWN = 50 / SLOW

async function trace(page: Page, url: string): Promise<TraceEvent[]> {
  const browser = page.context().browser()!
  await browser.startTracing(page, { categories: CATEGORIES })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  const buffer = await browser.stopTracing()
  return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents
}

const short = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '') : ''

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {}
  const url = short(data.url ?? (data as { stackTrace?: { url: string }[] }).stackTrace?.[0]?.url)
  const fn = typeof data.functionName === 'string' ? data.functionName : ''
  return [event.name, fn, url].filter(Boolean).join(' ')
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number }
}

/** The renderer's JavaScript samples as [time, node] pairs, on the trace's clock. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const starts = new Map<string, number>()
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid)
      starts.set((e as unknown as { id: string }).id, Number(e.args?.data?.startTime))
  const nodes = new Map<number, ProfileNode>()
  const samples: { at: number; node: number }[] = []
  const clock = new Map<string, number>()
  for (const e of events) {
    const id = (e as unknown as { id: string }).id
    if (e.name !== 'ProfileChunk' || !starts.has(id)) continue
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    let at = clock.get(id) ?? starts.get(id)!
    ;(data.cpuProfile?.samples ?? []).forEach((node, i) => {
      at += data.timeDeltas?.[i] ?? 0
      samples.push({ at, node })
    })
    clock.set(id, at)
  }
  return { nodes, samples }
}

/** Where a sampled function comes from: its package, or its source file under src/ or machines/. */
function sourceOf(
  dist: string,
  maps: Map<string, TraceMap | null>,
  frame: ProfileNode['callFrame'],
) {
  if (!frame.url) return `(${frame.functionName || 'native'})`
  const url = new URL(frame.url)
  if (!maps.has(url.pathname)) {
    const file = join(dist, url.pathname + '.map')
    maps.set(url.pathname, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null)
  }
  const map = maps.get(url.pathname)
  const source = map
    ? originalPositionFor(map, {
        line: (frame.lineNumber ?? 0) + 1,
        column: frame.columnNumber ?? 0,
      }).source
    : null
  if (!source) return short(frame.url) || frame.url
  const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)
  return pkg ? pkg[1]! : source.replace(/^(\.\.\/)+/, '')
}

function analyse(events: TraceEvent[], dist: string, maps: Map<string, TraceMap | null>) {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name')
  const mains = threads.filter((e) => e.args?.name === 'CrRendererMain')
  const complete = events.filter((e) => e.ph === 'X' && e.tdur !== undefined)
  // The page's renderer is the main thread that ran the most, Chromium's own pages (chrome://) apart.
  const ownPages = new Set(
    events.filter((e) => String(e.args?.data?.url ?? '').startsWith('chrome://')).map((e) => e.pid),
  )
  const byThread = mains
    .filter((m) => !ownPages.has(m.pid))
    .map((m) => ({
      m,
      total: complete
        .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
        .reduce((s, e) => s + e.tdur!, 0),
    }))
    .sort((a, b) => b.total - a.total)
  const main = byThread[0]!.m
  const own = complete.filter((e) => e.pid === main.pid && e.tid === main.tid)
  const start = Math.min(
    ...events
      .filter((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')
      .map((e) => e.ts),
  )
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .map((e) => e.ts)
    .sort((a, b) => a - b)[0]
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate')
    .map((e) => e.ts)
    .sort((a, b) => b - a)[0]
  const profile = samplesOf(events, main.pid, main.tid)
  // A prepared tab first unloads the page it was prepared on: the old page's work, not this one's.
  const parsed = own
    .filter((e) => e.name === 'ParseHTML')
    .map((e) => e.ts)
    .sort((a, b) => a - b)[0]
  const tasks = own
    .filter((e) => e.name === 'RunTask' && (parsed === undefined || e.ts + e.dur! >= parsed))
    .sort((a, b) => a.ts - b.ts)
  const long = tasks
    .filter((t) => t.tdur! / 1000 > (Number(process.env.SHOW_MS) || LONG_AT_SLOWDOWN))
    .map((t) => {
      const inside = own.filter(
        (e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur!,
      )
      // Each kind counted once: an event nested in another of its kind is part of that one.
      const outermost = (names: readonly string[]) => {
        const of = inside.filter((e) => names.includes(e.name))
        return of
          .filter((e) => !of.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!))
          .reduce((sum, e) => sum + e.tdur! / 1000, 0)
      }
      const parts = Object.entries(KINDS)
        .map(([what, names]) => ({ what, cpu: outermost(names) }))
        .filter((p) => p.cpu >= 0.5)
      const bySource = new Map<string, number>()
      let sampled = 0
      for (const sample of profile.samples) {
        if (sample.at < t.ts || sample.at > t.ts + t.dur!) continue
        const frame = profile.nodes.get(sample.node)?.callFrame
        if (!frame || frame.functionName === '(idle)') continue
        const key = sourceOf(dist, maps, frame)
        bySource.set(key, (bySource.get(key) ?? 0) + 1)
        sampled++
      }
      // Shares of the task's samples: wall-clock samples, so shares, not milliseconds.
      const sources = [...bySource]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([what, n]) => `${what} ${Math.round((100 * n) / sampled)}%`)
      return {
        sources,
        at: (t.ts - start) / 1000,
        cpu: t.tdur! / 1000,
        wall: t.dur! / 1000,
        parts,
      }
    })
  const evaluation = new Map<string, number>()
  for (const e of own.filter(
    (e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript',
  )) {
    const key = short(e.args?.data?.url) || describe(e)
    evaluation.set(key, (evaluation.get(key) ?? 0) + e.tdur! / 1000)
  }
  const beforeLcp = lcp
    ? tasks.filter((t) => t.ts < lcp).reduce((s, t) => s + t.tdur!, 0) / 1000
    : NaN
  // Lighthouse counts blocking time from the first contentful paint on.
  const tbt = tasks
    .filter((t) => fcp !== undefined && t.ts + t.dur! > fcp)
    .reduce((s, t) => s + Math.max(0, (t.tdur! / 1000) * SLOW - 50), 0)
  // The same over every task, wherever the first paint falls: Lighthouse's simulation may move
  // the paint before a task that came after it here.
  const blocking = tasks.reduce((s, t) => s + Math.max(0, (t.tdur! / 1000) * SLOW - 50), 0)
  return {
    long,
    evaluation,
    blocking,
    fcp: fcp ? (fcp - start) / 1000 : NaN,
    lcp: lcp ? (lcp - start) / 1000 : NaN,
    beforeLcp,
    tbt,
    total: byThread[0]!.total / 1000,
  }
}

async function main() {
  const path = process.argv[2] ?? '/error/not-found'
  const runs = Number(process.argv[3] ?? 3)
  // `floor`: the one-route app on the same stack (scripts/bench/floor), for comparison.
  const floor = path === 'floor'
  const preparation = process.env.PREPARE as Preparation | undefined
  const dir = mkdtempSync(join(tmpdir(), 'main-thread-dist-'))
  if (!floor) cpSync(process.env.DIST ?? 'dist', dir, { recursive: true })
  const { origin, server } = floor ? await startFloor() : await startPreview(dir)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--ignore-certificate-errors',
    ],
  })
  try {
    const results: ReturnType<typeof analyse>[] = []
    const maps = new Map<string, TraceMap | null>()
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 915 },
        ignoreHTTPSErrors: true,
      })
      const page = await context.newPage()
      // A checkout step is traced where a buyer reloads it, as the bench measures it.
      const url = preparation
        ? await prepare(page, origin, preparation)
        : origin + (floor ? '/' : path)
      results.push(analyse(await trace(page, url), dir, maps))
      await context.close()
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    console.log(
      `${path}: ${runs} runs, main-thread CPU ms (no slowdown; x${SLOW} for Lighthouse's phone)`,
    )
    console.log(
      `  total ${median(results.map((r) => r.total)).toFixed(1)}, before LCP ${median(results.map((r) => r.beforeLcp)).toFixed(1)}, TBT at x${SLOW} ${median(results.map((r) => r.tbt)).toFixed(0)}, blocking over all tasks ${median(results.map((r) => r.blocking)).toFixed(0)}, long tasks ${median(results.map((r) => r.long.length))}`,
    )
    const pick = results.slice().sort((a, b) => a.blocking - b.blocking)[
      Math.floor(results.length / 2)
    ]!
    console.log(
      `  long tasks of the median run (FCP @${pick.fcp.toFixed(0)}ms, LCP @${pick.lcp.toFixed(0)}ms):`,
    )
    for (const t of pick.long) {
      console.log(`   @${t.at.toFixed(0)}ms cpu ${t.cpu.toFixed(1)} (wall ${t.wall.toFixed(1)})`)
      console.log('      ' + t.parts.map((p) => `${p.what} ${p.cpu.toFixed(1)}`).join(', '))
      if (t.sources.length > 0) console.log('      sampled in: ' + t.sources.join(', '))
    }
    const keys = new Set(results.flatMap((r) => [...r.evaluation.keys()]))
    const evals = [...keys]
      .map((k) => [k, median(results.map((r) => r.evaluation.get(k) ?? 0))] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
    console.log('  evaluation per chunk (median cpu ms):')
    for (const [k, v] of evals) console.log(`   ${v.toFixed(1).padStart(6)}  ${k}`)
  } finally {
    await browser.close()
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
