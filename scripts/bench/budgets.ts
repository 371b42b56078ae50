/** The budgets, explained in docs/budgets.md. */
export const KIB = 1024

export const BUDGETS = {
  /**
   * Initial JavaScript on any entry route, gzip bytes: the stack's own first load on a data page
   * (about 116 KiB) and about 50 of ours.
   */
  initialJsGzip: 165 * KIB,
  /** Each route chunk with its own imports, not counting the one API chunk every data page loads. */
  routeChunkGzip: 30 * KIB,
  /** Lighthouse performance, 0..100, on the routes that carry the Lighthouse budgets. */
  performance: 98,
  /** Total Blocking Time, milliseconds: the main-thread time a tap waits for while the page starts. */
  totalBlockingTimeMs: 100,
  /** Largest Contentful Paint, milliseconds. */
  largestContentfulPaintMs: 2000,
  /** Lighthouse accessibility on every route measured. */
  accessibility: 100,
} as const

/**
 * The fast guard `npm test` runs after the build (scripts/check-bundle-sizes.ts): the two chunks
 * every page loads, at their size when measured plus 1.5 KiB, gzip bytes. When a change shrinks
 * one, lower its figure here so the saving is kept. Route chunks are held to their budget itself.
 */
export const SHELL_GUARD = {
  /** The entry chunk (React, the router, XState, the app's start-up), measured 71.0 KiB. */
  entryGzip: 72.5 * KIB,
  /** Every route's definition and the API pieces the shell runs, measured 58.9 KiB. */
  // 60.4 -> 60.5: its preload map names the two API chunks split off for buying and the seller
  // (42 bytes), for 4 KiB less on every store page.
  // 60.5 -> 60.8: a step screen per file names more chunks in its map (0.2 KiB), for 2.3-10.1 KiB
  // less on every checkout step.
  // 60.8 -> 64.3: page titles, the router's own <HeadContent /> (1.4 KiB: it renders every head
  // tag a route may give, not only the title) and each route's `head` (0.7 KiB), on a chunk
  // measured at 62.1 KiB before them.
  // 64.3 -> 64.6: the live header's shared cart count and the one bidi-isolation helper for
  // names in labels (64.4 KiB at 0f3eb73), then the unpaid-order and 3-D Secure links built from
  // the step paths (64.5 KiB at 40ae1e1).
  // 64.6 -> 64.8: Lingui 6.11's runtime, which @lingui/core puts in this chunk (its catalog
  // lookups read own properties only, and messages may take global variables: 0.17 KiB, 64.5 to
  // 64.7 KiB on the same code).
  routeDefinitionsGzip: 64.8 * KIB,
  /**
   * The API chunk every data page loads (ky, the client, the store pages' calls), measured
   * 16.1 KiB; buying's and the seller's calls stay in their own chunks.
   */
  // 16.5 -> 16.7: the session guard lets the calls that make a person the stored identity
  // through (login, live sign-on, guest creation, an order's key exchange) and reads the session
  // after each: 16.5 to 16.6 KiB on the same code.
  // 16.7 -> 17.2: a body read in slices that let a tap through, and a followed read whose bytes
  // did not change given back as the data already checked (the live cart and the post, read every
  // few seconds: at 10,000 lines each read was a second of a slow phone's main thread): 16.6 to
  // 17.1 KiB.
  apiGzip: 17.2 * KIB,
} as const

export type Verdict = 'ok' | 'over' | 'n/a'

export function atMost(value: number | undefined, budget: number): Verdict {
  if (value === undefined) return 'n/a'
  return value <= budget ? 'ok' : 'over'
}

/** For scores: under the floor is "over" budget too, so one word reads the same in every column. */
export function atLeast(value: number | null | undefined, floor: number): Verdict {
  if (value === undefined || value === null) return 'n/a'
  return value >= floor ? 'ok' : 'over'
}

/**
 * The scale section's budgets (docs/budgets.md#growth): what a page may cost as the store, the
 * post, the cart and the thread grow, each held against the same page at `baseN` in the same run.
 */
export const SCALE_BUDGETS = {
  /** The sizes measured when BENCH_SCALE_N does not say. */
  sizes: [20, 2000, 10_000],
  /** The size every ratio is taken against. */
  baseN: 20,
  /** Every press (tick, untick, save, Next, typing, a tab), Event Timing duration, CPU 4x slower. */
  pressEventMs: 100,
  /** At a store of thousands: usable, and a save or a step done, within these times N = 20's. */
  growth: { n: 2000, usableRatio: 1.5, doneRatio: 1.5 },
  /** At this size and above: every page usable within this many milliseconds (no ratio). */
  large: { n: 10_000, usableMs: 3000 },
} as const

/**
 * An idle minute on the live storefront's stream tab (docs/budgets.md#an-idle-minute): the buyer
 * watches, nothing in the stream changes, the page reads the post again every 4 s.
 */
export const IDLE_BUDGETS = {
  /** Main-thread time a minute: fifteen reads that change nothing, each compared byte for byte with the last (measured 116 ms, 14 of them script). */
  mainThreadMsPerMinute: 300,
  /** Requests a minute: the fifteen reads and a little room, nothing else polling. */
  requestsPerMinute: 16,
  /** Bytes a minute as sent, headers included, at the fixtures' post (measured 24.8 KiB gzipped, 1.7 a read; 72.1 KiB sent raw). */
  bytesPerMinute: 96 * KIB,
  /** DOM mutations in the window: a read that changed nothing touches nothing. */
  domMutations: 0,
} as const
