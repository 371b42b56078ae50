import type { Db } from '../../db/db'
import { cartItemsOf, ownCartItem } from '../../db/queries'
import { availableQuantity, skuProblem } from '../../db/rules/sku-state'
import { snapshotOf, statusChanges } from '../../db/rules/status-changes'
import type { CartRow } from '../../db/types/commerce'
import type { Owner } from '../../db/types/people'
import { cartItemView } from '../../db/views/cart'
import { fail, found } from '../../http/errors'
import { cartCap, messages } from './add-to-cart'

const ownItem = (db: Db, itemId: number, owner: Owner) =>
  found(ownCartItem(db, itemId, owner), 'cart item')

/**
 * PUT cart-items/{id}. Lowering a quantity always works (even for an item that sold out);
 * raising it meets the SKU's state and its stock and per-purchase cap, as adding would. The
 * per-buyer limit is left to checkout (REACHED_BUYER_PURCHASABLE_LIMIT there), as the cart item
 * carries it for the quantity picker.
 */
export function updateCartItem(db: Db, owner: Owner, itemId: number, quantity: number) {
  const { item } = ownItem(db, itemId, owner)
  const sku = db.skus.get(item.sku_id)
  if (quantity > item.quantity) {
    if (!sku) return fail(400, 'SKU_DELETED', messages.SKU_DELETED)
    const problem = skuProblem(db, sku)
    if (problem) fail(400, problem, messages[problem])
    const cap = cartCap(sku)
    if (quantity > cap)
      fail(400, 'ADD_CART_OUT_OF_STOCK', `At most ${cap} can be bought now.`, { max_quantity: cap })
  }
  item.quantity = quantity
  return { data: found(cartItemView(db, item), 'cart item') }
}

export function deleteCartItem(db: Db, owner: Owner, itemId: number) {
  db.cartItems.delete(ownItem(db, itemId, owner).item.id)
  return { success: true }
}

/**
 * PUT stores/{id}/cart-items/sync-snapshot: the buyer accepts what changed. Names and price are
 * taken from the product as it is now; a quantity above the stock left comes down to it. A sold
 * out or off-sale item keeps its change: accepting it cannot make it buyable.
 */
export function syncSnapshot(db: Db, cart: CartRow, ids: readonly number[]): void {
  const items = cartItemsOf(db, cart.id)
  const picked = ids.map((id) => items.find((item) => item.id === id))
  const missing = ids.filter((_, i) => picked[i] === undefined)
  if (missing.length > 0)
    fail(404, 'NOT_FOUND_ITEM_IN_CART', 'These items are not in this cart.', { item_ids: missing })
  for (const item of picked) {
    if (!item || !statusChanges(db, item)) continue
    item.snapshot = snapshotOf(db, item.sku_id) ?? item.snapshot
    const sku = db.skus.get(item.sku_id)
    const left = sku ? availableQuantity(sku) : 0
    if (left > 0 && left < item.quantity) item.quantity = left
  }
}
