import type { Cart, StatusChange } from '../../api/schemas/cart'
import type { ChangedItem } from '../../../machines/checkout/checkout-types'

/**
 * Each item's changes to mark: what the last checkout or sync answered (the machine's) wins over
 * the cart as loaded, which may be older; an item neither names is unchanged.
 */
export function changesByItem(
  cart: Cart,
  fromMachine: readonly ChangedItem[],
): Map<number, readonly StatusChange[]> {
  const changes = new Map<number, readonly StatusChange[]>()
  for (const item of cart.items) {
    if (item.status_changes) changes.set(item.id, item.status_changes)
  }
  for (const item of fromMachine) changes.set(item.cart_item_id, item.status_changes)
  return changes
}
