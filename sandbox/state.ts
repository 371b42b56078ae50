import { createFaultStore, type FaultStore } from './faults/store'
import { createReportStore, type ReportStore } from './ingest/report-store'

/**
 * Everything the sandbox holds in memory. Parts added later (the data store under sandbox/db)
 * register their own reset with `onReset`, so `POST /__sandbox/reset` puts everything back
 * without this file knowing about them.
 */
export interface SandboxState {
  maintaining: boolean
  readonly faults: FaultStore
  readonly reports: ReportStore
  /** Runs `hook` on every reset, after the built-in parts are cleared. Returns an unregister. */
  onReset(hook: () => void): () => void
  reset(): void
}

export function createSandboxState(): SandboxState {
  const hooks = new Set<() => void>()
  const state: SandboxState = {
    maintaining: false,
    faults: createFaultStore(),
    reports: createReportStore(),
    onReset(hook) {
      hooks.add(hook)
      return () => hooks.delete(hook)
    },
    reset() {
      state.maintaining = false
      state.faults.clear()
      state.reports.clear()
      for (const hook of hooks) hook()
    },
  }
  return state
}
