import { createFaultStore, type FaultStore } from './faults/store'
import { createReportStore, type ReportStore } from './ingest/report-store'
import { createClock, type SandboxClock } from './clock'

/**
 * Everything the sandbox holds in memory. Parts added later (the data store under sandbox/db)
 * register their own reset with `onReset`, so `POST /__sandbox/reset` puts everything back
 * without this file knowing about them.
 */
export interface SandboxState {
  maintaining: boolean
  readonly faults: FaultStore
  readonly reports: ReportStore
  /** What the sandbox takes as now; the data store reads it. */
  readonly clock: SandboxClock
  /** Runs `hook` on every reset, after the built-in parts are cleared. Returns an unregister. */
  onReset(hook: () => void): () => void
  /** Back to the fixtures, with the clock at `now` (the base clock when absent). */
  reset(now?: Date): void
}

export function createSandboxState(baseClock?: () => Date): SandboxState {
  const hooks = new Set<() => void>()
  const state: SandboxState = {
    maintaining: false,
    faults: createFaultStore(),
    reports: createReportStore(),
    clock: createClock(baseClock),
    onReset(hook) {
      hooks.add(hook)
      return () => hooks.delete(hook)
    },
    reset(now) {
      state.clock.set(now ?? null)
      state.maintaining = false
      state.faults.clear()
      state.reports.clear()
      for (const hook of hooks) hook()
    },
  }
  return state
}
