interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Ends the current task: the browser may paint and answer a tap before the rest runs. Start-up
 * work done in one piece is one long task on a phone (docs/budgets.md#main-thread-time).
 * `scheduler.yield` keeps the rest first in line where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
