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

/** How long `afterPaint` waits for a frame a hidden tab will not draw. */
const AFTER_PAINT_AT_MOST_MS = 250

/**
 * Resolves once the browser has drawn the next frame: what a press changed is on the screen
 * before the rest runs, so the press's answer (a busy sign) is not held back by the work it
 * starts (docs/budgets.md#growth). A hidden tab draws no frames: there the rest runs after
 * `AFTER_PAINT_AT_MOST_MS` all the same.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve))
    setTimeout(resolve, AFTER_PAINT_AT_MOST_MS)
  })
}
