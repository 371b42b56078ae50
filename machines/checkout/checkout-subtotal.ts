/**
 * The products step's subtotal as the shop computes it (POST carts/pricing/subtotal) for the
 * ticked items at their quantities in the cart: asked again whenever either moves, the latest
 * answer wins. The screen adds the prices itself only while the answer is awaited.
 */
import { knownOf, type CheckoutKnown } from './checkout-known'

/** One ticked cart item at the quantity the cart holds. */
export interface SubtotalLine {
  id: number
  quantity: number
}

export type Subtotal =
  /** Nothing to ask about: no item ticked, or the cart not read yet. */
  | { status: 'none' }
  | { status: 'asking' }
  | { status: 'known'; amount: number }
  /** The call failed or its answer could not be used: said, the ticks stay. */
  | { status: 'failed' }

export const NO_SUBTOTAL: Subtotal = { status: 'none' }

/**
 * The lines to ask about: every ticked item the cart holds, at its quantity; none when nothing is
 * ticked or the cart has not been read.
 */
export function subtotalLines(context: {
  known?: CheckoutKnown
  itemIds: readonly number[]
}): SubtotalLine[] {
  const items = knownOf(context).items ?? []
  // By id, so a cart of thousands is read once, not once per ticked item.
  const quantities = new Map(items.map((item) => [item.id, item.quantity]))
  return context.itemIds.flatMap((id) => {
    const quantity = quantities.get(id)
    return quantity === undefined ? [] : [{ id, quantity }]
  })
}

/** Whether two sets of lines would be priced alike (same items, same quantities, same order). */
export const sameLines = (a: readonly SubtotalLine[], b: readonly SubtotalLine[]) =>
  a.length === b.length &&
  a.every((line, i) => line.id === b[i]!.id && line.quantity === b[i]!.quantity)
