import { inject, vi } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The instant this project's clock starts from (ISO), in the "moved clock" project. */
    movedClock: string
  }
}

// Only Date moves: timers stay real, and the clock keeps running from the instant, so a test
// that waits or compares "30 minutes ago" behaves as on any other day.
vi.useFakeTimers({ now: new Date(inject('movedClock')), toFake: ['Date'], shouldAdvanceTime: true })
