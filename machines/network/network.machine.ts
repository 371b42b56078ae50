import { assign, fromPromise, setup } from 'xstate'

export interface NetworkContext {
  /** Probes that got no answer since the network was last reached: the next one waits longer. */
  misses: number
  /**
   * How many times the network has been lost since the page started. A call that got no answer
   * compares it with what it was when the call was sent: lost meanwhile, even if already back by
   * the time the failure is known, the call never reached the server and may go again.
   */
  losses: number
}

export type NetworkEvent =
  | { type: 'network.offline' }
  | { type: 'network.online' }
  /** A call got no answer while the browser says it is online: a tunnel, a captive Wi-Fi… */
  | { type: 'network.unanswered' }

/**
 * What the page knows of the network (docs/reliability.md#offline-and-back): the browser's
 * offline and online events, and calls that got no answer while the browser says online, which
 * a probe tells apart from one call's own failure. Offline, the page says so calmly and keeps
 * every choice, and probes again, each time waiting longer (at most 8 s), until the network
 * answers or the browser says it is back. Then a call that never reached the server and cannot
 * order or charge (a read, pricing) is sent again once by the API client; checkout and pay never
 * are: their machines re-read instead.
 */
export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    events: {} as NetworkEvent,
  },
  actors: {
    /** Settles when anything answers (the edge provides a cheap request); rejects on no answer. */
    probe: fromPromise<void>(() => Promise.reject(new Error('No probe'))),
  },
  actions: {
    forgetMisses: assign({ misses: 0 }),
    countMiss: assign({ misses: ({ context }) => context.misses + 1 }),
    countLoss: assign({ losses: ({ context }) => context.losses + 1 }),
  },
  delays: {
    probeWait: ({ context }) => Math.min(500 * 2 ** context.misses, 8_000),
  },
}).createMachine({
  id: 'network',
  context: { misses: 0, losses: 0 },
  // A browser offline as the page starts says so with the first event (the actor sends it).
  initial: 'online',
  states: {
    online: {
      entry: 'forgetMisses',
      on: { 'network.offline': 'offline', 'network.unanswered': 'checking' },
    },
    // A call got no answer: the probe says whether the network is gone or the call failed
    // alone. Nothing is shown meanwhile.
    checking: {
      invoke: { src: 'probe', onDone: 'online', onError: 'offline' },
      on: { 'network.offline': 'offline' },
    },
    offline: {
      entry: 'countLoss',
      initial: 'waiting',
      states: {
        waiting: { entry: 'countMiss', after: { probeWait: 'probing' } },
        probing: { invoke: { src: 'probe', onDone: '#network.online', onError: 'waiting' } },
      },
      on: { 'network.online': 'online' },
    },
  },
})
