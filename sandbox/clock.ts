/**
 * The sandbox's clock: the machine's time, or that time moved to start from a chosen instant
 * (`POST /__sandbox/reset {"now": …}`), so the fixtures, whose dates are relative to the reset,
 * and every date the API writes can be tried on any day. Time keeps running from the instant.
 */
export interface SandboxClock {
  now(): Date
  /** Runs from `at` from now on; null goes back to the base clock. */
  set(at: Date | null): void
}

export function createClock(base: () => Date = () => new Date()): SandboxClock {
  let offsetMs = 0
  return {
    now: () => new Date(base().getTime() + offsetMs),
    set(at) {
      offsetMs = at === null ? 0 : at.getTime() - base().getTime()
    },
  }
}
