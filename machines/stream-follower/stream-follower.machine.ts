import { assign, fromPromise, setup } from 'xstate'

/** One read of what a live page shows (the post, a product, the cart) and its fingerprint. */
export interface FollowedRead {
  /** What the page shows, as read. The machine keeps it but never looks inside. */
  answer: unknown
  /** Equal for equal answers (the edge makes it, e.g. the answer as JSON). */
  signature: string
}

export interface StreamFollowerInput {
  /** How long between two reads while all is well. */
  intervalMs: number
  /** What the page already shows (its loader's read): a first read equal to it changes nothing. */
  initial?: FollowedRead
  /** Failed reads in a row after which the page says so; quiet before. */
  noticeAfter?: number
  /** The longest wait between two reads after failures. */
  maxBackoffMs?: number
}

export interface StreamFollowerContext {
  intervalMs: number
  noticeAfter: number
  maxBackoffMs: number
  /** The last answer that changed something, and its signature. */
  answer: unknown
  signature: string | null
  /** Failed reads in a row since the last answer (counted up to MAX_COUNTED_FAILURES). */
  failures: number
  visible: boolean
  online: boolean
}

export type StreamFollowerEvent =
  | { type: 'follower.hidden' }
  | { type: 'follower.visible' }
  | { type: 'follower.retry' }
  | { type: 'network.offline' }
  | { type: 'network.online' }

export const DEFAULT_NOTICE_AFTER = 3
export const DEFAULT_MAX_BACKOFF_MS = 60_000
/** Past this many the wait is at its longest anyway; counting on would only grow the graph. */
export const MAX_COUNTED_FAILURES = 8

/**
 * Keeps a live page (storefront, product page, cart) following the stream: while the page is
 * visible and online it reads again every `intervalMs`, one read at a time; an answer equal to
 * the last changes nothing. Hidden, it asks nothing, and reads at once on coming back; offline
 * (the network machine's word) it stops until the network is back. Failed reads wait longer and
 * longer and say nothing at first; after `noticeAfter` in a row the page says so quietly
 * (`stale`), keeps trying, and offers Try again.
 */
export const streamFollowerMachine = setup({
  types: {
    input: {} as StreamFollowerInput,
    context: {} as StreamFollowerContext,
    events: {} as StreamFollowerEvent,
    tags: {} as 'stale' | 'stopped',
  },
  actors: {
    readStream: fromPromise<FollowedRead>(async () => {
      throw new Error('readStream: provide what the page reads')
    }),
  },
  guards: {
    sameAnswer: ({ context }, read: FollowedRead) => read.signature === context.signature,
    // Evaluated before the failure is counted: this one is the noticeAfter-th in a row.
    failedForAWhile: ({ context }) => context.failures + 1 >= context.noticeAfter,
    visibleAndOnline: ({ context }) => context.visible && context.online,
  },
  actions: {
    keepAnswer: assign((_, read: FollowedRead) => ({
      answer: read.answer,
      signature: read.signature,
    })),
    forgetFailures: assign({ failures: 0 }),
    countFailure: assign({
      failures: ({ context }) => Math.min(context.failures + 1, MAX_COUNTED_FAILURES),
    }),
    noteHidden: assign({ visible: false }),
    noteVisible: assign({ visible: true }),
    noteOffline: assign({ online: false }),
    noteOnline: assign({ online: true }),
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
    backoff: ({ context }) =>
      Math.min(context.intervalMs * 2 ** Math.max(context.failures - 1, 0), context.maxBackoffMs),
  },
}).createMachine({
  id: 'streamFollower',
  context: ({ input }) => ({
    intervalMs: input.intervalMs,
    noticeAfter: input.noticeAfter ?? DEFAULT_NOTICE_AFTER,
    maxBackoffMs: input.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS,
    answer: input.initial?.answer,
    signature: input.initial?.signature ?? null,
    failures: 0,
    visible: true,
    online: true,
  }),
  initial: 'following',
  states: {
    following: {
      initial: 'waiting',
      on: {
        'follower.hidden': { target: 'stopped', actions: 'noteHidden' },
        'network.offline': { target: 'stopped', actions: 'noteOffline' },
      },
      states: {
        waiting: { after: { interval: 'reading' } },
        reading: {
          invoke: {
            src: 'readStream',
            onDone: [
              {
                guard: { type: 'sameAnswer', params: ({ event }) => event.output },
                target: 'waiting',
                actions: 'forgetFailures',
              },
              {
                target: 'waiting',
                actions: [
                  'forgetFailures',
                  { type: 'keepAnswer', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: [
              { guard: 'failedForAWhile', target: 'stale', actions: 'countFailure' },
              { target: 'retrying', actions: 'countFailure' },
            ],
          },
        },
        retrying: {
          description: 'A read failed: the next waits longer; the page says nothing yet.',
          after: { backoff: 'reading' },
        },
        stale: {
          description:
            'Reads have failed for a while: the page says so quietly, keeps trying, and offers Try again.',
          tags: ['stale'],
          initial: 'waiting',
          states: {
            waiting: {
              after: { backoff: 'reading' },
              on: { 'follower.retry': 'reading' },
            },
            reading: {
              invoke: {
                src: 'readStream',
                onDone: [
                  {
                    guard: { type: 'sameAnswer', params: ({ event }) => event.output },
                    target: '#streamFollower.following.waiting',
                    actions: 'forgetFailures',
                  },
                  {
                    target: '#streamFollower.following.waiting',
                    actions: [
                      'forgetFailures',
                      { type: 'keepAnswer', params: ({ event }) => event.output },
                    ],
                  },
                ],
                onError: { target: 'waiting', actions: 'countFailure' },
              },
            },
          },
        },
      },
    },
    stopped: {
      description:
        'Hidden or offline: nothing is asked. Visible and online again, it reads at once.',
      tags: ['stopped'],
      always: { guard: 'visibleAndOnline', target: 'following.reading' },
      on: {
        'follower.hidden': { actions: 'noteHidden' },
        'follower.visible': { actions: 'noteVisible' },
        'network.offline': { actions: 'noteOffline' },
        'network.online': { actions: 'noteOnline' },
      },
    },
  },
})
