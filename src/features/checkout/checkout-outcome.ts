/**
 * How the app reads a checkout call's result for the marketplace checkout machine (docs/machines
 * README, "Wiring"): pure, so the mapping is unit-tested apart from any network.
 */
import type { CheckoutResult } from '../../api/shared/checkout'
import type { Cart } from '../../api/schemas/cart'
import type {
  ChangedItem,
  CheckoutOutcome,
  PlacedOrderRead,
} from '../../../machines/checkout/checkout-types'

/**
 * The order, the changed items, a refusal that keeps the form, or no trustworthy answer. A 5xx
 * (whatever its body) or a lost or garbled answer may hide an order that exists: unknown, so the
 * machine re-reads instead of offering a blind retry.
 */
export function checkoutOutcomeOf(result: CheckoutResult): CheckoutOutcome {
  if (result.ok) return { kind: 'placed', orderId: result.data.id }
  switch (result.kind) {
    case 'invalid-input':
      return { kind: 'refused', code: 'VALIDATION_EXCEPTION' }
    case 'network':
    case 'malformed':
      return { kind: 'unknown' }
    case 'http': {
      if (result.status >= 500) return { kind: 'unknown' }
      const error = result.error
      if (error.code === 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED') {
        return { kind: 'itemsChanged', items: error.data.map((item) => ({ ...item })) }
      }
      return { kind: 'refused', code: error.code }
    }
  }
}

/** The cart's items whose changes the buyer has not accepted (sync-snapshot keeps sold-out ones). */
export function changedItemsOf(cart: Cart): ChangedItem[] {
  return cart.items.flatMap((item) =>
    item.status_changes
      ? [{ cart_item_id: item.id, status_changes: [...item.status_changes] }]
      : [],
  )
}

/**
 * After a lost checkout answer: the items all still in the cart mean no order was made. Any gone
 * means an order took them, but a guest has no order list to find its id in: unknown.
 */
export function placedOrderReadOf(cart: Cart, itemIds: readonly number[]): PlacedOrderRead {
  const inCart = new Set(cart.items.map((item) => item.id))
  return itemIds.every((id) => inCart.has(id)) ? { kind: 'notPlaced' } : { kind: 'unknown' }
}
