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
}

export function createFaultStore(): FaultStore {
  let faults: Fault[] = []
  let nextId = 1
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
  }
}
