import { assign, fromPromise, setup } from 'xstate'

/** The status service's answer: ok with the flag, or not-ok when the call failed. */
export type MaintenanceStatus = { ok: true; isMaintaining: boolean } | { ok: false }

export interface BootInput {
  /** The path already reloaded once after a chunk failed to load, if any (kept across reloads). */
  reloadedPath?: string | undefined
}

export interface BootContext {
  reloadedPath: string | undefined
  failedPath: string | undefined
}

export type BootEvent =
  | { type: 'app.loading.on' }
  | { type: 'app.loading.off' }
  | { type: 'app.chunk.failed'; path: string }

/**
 * Start-up behaviour (docs/machines/README.md#boot), three independent regions: the maintenance
 * check, the global loading flag, and recovery from a page chunk that failed.
 */
export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    input: {} as BootInput,
  },
  actors: {
    // The real check (src/api/status-service.ts) reports its own failure and answers not-ok.
    checkMaintenance: fromPromise<MaintenanceStatus>(async () => ({ ok: false })),
  },
  guards: {
    isMaintaining: (_, status: MaintenanceStatus) => status.ok && status.isMaintaining,
    notReloadedYet: ({ context, event }) =>
      event.type === 'app.chunk.failed' && event.path !== context.reloadedPath,
  },
  actions: {
    redirectToMainSite: () => {},
    reportStatusFailure: (_, _params: { error: unknown }) => {},
    reloadPath: (_, _params: { path: string }) => {},
    reportChunkFailure: (_, _params: { path: string }) => {},
    rememberReload: assign({
      reloadedPath: (_, params: { path: string }) => params.path,
    }),
    rememberFailure: assign({
      failedPath: (_, params: { path: string }) => params.path,
    }),
  },
}).createMachine({
  id: 'boot',
  type: 'parallel',
  context: ({ input }) => ({ reloadedPath: input.reloadedPath, failedPath: undefined }),
  states: {
    maintenance: {
      initial: 'checking',
      states: {
        checking: {
          description: 'Asks the status service; the app renders meanwhile.',
          invoke: {
            id: 'checkMaintenance',
            src: 'checkMaintenance',
            onDone: [
              {
                guard: { type: 'isMaintaining', params: ({ event }) => event.output },
                target: 'underMaintenance',
              },
              // Not maintaining, or not-ok: a status service that cannot say never blocks the shop.
              { target: 'open' },
            ],
            // Only an unexpected throw lands here (the real check answers not-ok instead).
            onError: {
              target: 'open',
              actions: {
                type: 'reportStatusFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        open: { description: 'No maintenance, or the status service could not say.' },
        underMaintenance: {
          description: 'The browser is sent to the main site.',
          entry: 'redirectToMainSite',
          type: 'final',
        },
      },
    },
    loading: {
      initial: 'off',
      states: {
        off: { on: { 'app.loading.on': 'on' } },
        on: {
          description: 'The full-screen loading overlay shows.',
          on: { 'app.loading.off': 'off' },
        },
      },
    },
    chunks: {
      initial: 'loaded',
      states: {
        loaded: {
          on: {
            'app.chunk.failed': [
              {
                guard: 'notReloadedYet',
                target: 'reloading',
                actions: [
                  { type: 'rememberReload', params: ({ event }) => ({ path: event.path }) },
                  { type: 'reloadPath', params: ({ event }) => ({ path: event.path }) },
                ],
              },
              {
                target: 'failed',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ path: event.path }) },
                  { type: 'reportChunkFailure', params: ({ event }) => ({ path: event.path }) },
                ],
              },
            ],
          },
        },
        reloading: {
          description:
            'A lazily loaded page failed; the same path is loaded again, once. Further failures ' +
            'reported before the page unloads (the same failure seen twice) change nothing.',
        },
        failed: {
          description:
            'It failed again after the reload: no loop, the error page shows instead. ' +
            'Another page that fails later still gets its one reload.',
          on: {
            // The path that failed here is the reloaded one, already reported: only others count.
            'app.chunk.failed': {
              guard: 'notReloadedYet',
              target: 'reloading',
              actions: [
                { type: 'rememberReload', params: ({ event }) => ({ path: event.path }) },
                { type: 'reloadPath', params: ({ event }) => ({ path: event.path }) },
              ],
            },
          },
        },
      },
    },
  },
})
