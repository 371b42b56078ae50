import { useDeferredValue } from 'react'

/**
 * False on a screen's first render and true in a second one that React runs in the background,
 * yielding to the browser every few milliseconds: what a screen shows only when this is true
 * stays out of its first render. A long form's first render is otherwise one task that a slow
 * phone spends 100 ms or more in, with every tap waiting (docs/budgets.md#main-thread-time).
 * Only for what sits below the first screenful: it appears a frame or two later.
 */
export function useRestLater(): boolean {
  return useDeferredValue(true, false)
}
