import { faultMatches, type Fault, type FaultInput } from './fault'

export interface FaultStore {
  add(input: FaultInput): Fault
  list(): Fault[]
  remove(id: number): boolean
  /** Removes every fault; returns how many there were. */
  clear(): number
  /**
   * The fault the next call meets, if any: the oldest one that matches. One with `times` counts
   * down and is gone at 0, so faults queue up (first a 500, then a slow answer, then normal).
   */
  take(method: string, path: string, search: string): Fault | undefined
  /**
   * Holds an answer for a fault's `delayMs`: until the time is up, the call is given up, or a test
   * releases it (`release`), whichever comes first.
   */
  hold(ms: number, signal: AbortSignal): Promise<void>
  /**
   * Lets the oldest held answer go. With none held yet, waits up to `waitMs` for one to be, so a
   * test may release the answer of a call its page is about to send. Resolves with how many were
   * let go (0 or 1).
   */
  release(waitMs: number): Promise<number>
}

export function createFaultStore(): FaultStore {
  let faults: Fault[] = []
  let nextId = 1
  // Answers held now, oldest first, and releases waiting for one to be held.
  const held: (() => void)[] = []
  const releases: (() => void)[] = []
  return {
    add(input) {
      const fault = { ...input, id: nextId++ }
      faults.push(fault)
      return { ...fault }
    },
    list: () => faults.map((fault) => ({ ...fault })),
    remove(id) {
      const before = faults.length
      faults = faults.filter((fault) => fault.id !== id)
      return faults.length < before
    },
    clear() {
      const count = faults.length
      faults = []
      // Nothing held outlives a clear (a reset clears too): every held answer goes now.
      for (const letGo of held.splice(0)) letGo()
      return count
    },
    take(method, path, search) {
      const fault = faults.find((f) => faultMatches(f, method, path, search))
      if (!fault) return undefined
      const taken = { ...fault }
      if (fault.times !== undefined) {
        fault.times -= 1
        if (fault.times <= 0) faults = faults.filter((f) => f !== fault)
      }
      return taken
    },
    hold(ms, signal) {
      return new Promise((resolve) => {
        const letGo = () => {
          clearTimeout(timer)
          const index = held.indexOf(letGo)
          if (index >= 0) held.splice(index, 1)
          resolve()
        }
        const timer = setTimeout(letGo, ms)
        signal.addEventListener('abort', letGo, { once: true })
        held.push(letGo)
        releases.shift()?.()
      })
    },
    release(waitMs) {
      const first = held[0]
      if (first) {
        first()
        return Promise.resolve(1)
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          releases.splice(releases.indexOf(onHeld), 1)
          resolve(0)
        }, waitMs)
        const onHeld = () => {
          clearTimeout(timer)
          held[0]?.()
          resolve(1)
        }
        releases.push(onHeld)
      })
    },
  }
}
