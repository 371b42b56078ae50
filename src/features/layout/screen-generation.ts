import { useSyncExternalStore } from 'react'

/**
 * Which build of the screens is showing: the root route keys its pages by it, so a new one
 * (another person put in this tab's place, src/app/session-switch.ts) mounts every page afresh and
 * no form keeps what was typed for the person before.
 */
let generation = 0
const listeners = new Set<() => void>()

export function rebuildScreens(): void {
  generation += 1
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useScreenGeneration(): number {
  return useSyncExternalStore(
    subscribe,
    () => generation,
    () => 0,
  )
}
