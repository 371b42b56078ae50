/**
 * The cart's items the checkout knows, saved apart from the rest of it. The rest (the step, the
 * ticks, the choices) changes at every press and is written a moment after; the items change
 * only when the cart is read again. Written with the rest, a cart of 10,000 lines (650 KB) held a
 * slow phone's main thread for 0.25 s after every tick (docs/budgets.md#growth); apart, a tick
 * writes a few kilobytes and the items are written when they change.
 */
import { sessionStore } from '../../../lib/web-storage'

/** Where a saved checkout's items are: beside it, under the same prefix (so dropped with it). */
export const itemsKey = (key: string) => `${key}:items`

/** What the saved checkout says in place of its items: they are under `itemsKey`. */
const SAVED_APART = 'saved apart'

interface WithKnownItems {
  /** `known` is there once a page has loaded something; `items` once one loaded the cart. */
  context: { known?: { items?: readonly unknown[] | null | typeof SAVED_APART } }
}

/**
 * Writes the items when they are not the ones written last (`written`), and gives the snapshot to
 * save in their place and the items now written. Storage that refuses them: the checkout goes on.
 */
export function setItemsApart<S extends object>(
  key: string,
  snapshot: S,
  written: readonly unknown[] | null,
): { snapshot: S; written: readonly unknown[] | null } {
  const { context } = snapshot as unknown as WithKnownItems
  const items = context.known?.items
  if (!context.known || !Array.isArray(items)) return { snapshot, written }
  if (items !== written) {
    // Restored from storage, they are what is there already: read back, not written again.
    const text = JSON.stringify(items)
    if (sessionStore.getItem(itemsKey(key)) !== text) sessionStore.setItem(itemsKey(key), text)
  }
  const known = { ...context.known, items: SAVED_APART }
  return { snapshot: { ...snapshot, context: { ...context, known } }, written: items }
}

/**
 * Puts a saved checkout's items back in place in its parsed save. True when they are there (or
 * were saved with it: an order set aside keeps them in one piece); false when they are missing or
 * garbled.
 */
export function joinItems(key: string, parsed: unknown): boolean {
  const known = (parsed as { snapshot?: Partial<WithKnownItems> } | null)?.snapshot?.context?.known
  if (known?.items !== SAVED_APART) return true
  let items: unknown
  try {
    items = JSON.parse(sessionStore.getItem(itemsKey(key)) ?? 'null')
  } catch {
    // Garbled by hand or cut short: the saved checkout is dropped and reported as a whole.
    return false
  }
  if (!Array.isArray(items)) return false
  known.items = items
  return true
}
