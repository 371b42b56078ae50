import type { Db } from '../../db/db'
import { ownCartItem } from '../../db/queries'
import { effectivePrice } from '../../db/rules/sku-state'
import type { StoreRow } from '../../db/types/catalog'
import type { CartItemRow, CartRow } from '../../db/types/commerce'
import type { Owner } from '../../db/types/people'
import { fail } from '../../http/errors'

/** Cart items a buyer picked for pricing or checkout: all from one of their carts (one store). */
export interface Selection {
  store: StoreRow
  cart: CartRow
  items: CartItemRow[]
}

/**
 * The buyer's cart items with these ids, which must all be in one store's cart. Anything else
 * (someone else's item, an item already ordered, items from two stores) is
 * NOT_FOUND_ITEM_IN_CART: that is also what a repeated checkout meets, so a double submit can
 * never order twice.
 */
export function selectCartItems(db: Db, owner: Owner, ids: readonly number[]): Selection {
  const found = [...new Set(ids)].map((id) => ({ id, own: ownCartItem(db, id, owner) }))
  const missing = found.filter((entry) => entry.own === undefined).map((entry) => entry.id)
  if (missing.length > 0) notInCart('These items are not in your cart.', missing)
  const owned = found.flatMap((entry) => (entry.own ? [entry.own] : []))
  const cart = owned[0]?.cart
  if (!cart) return notInCart('No items selected.', [])
  const others = owned.filter((entry) => entry.cart.id !== cart.id).map((entry) => entry.item.id)
  if (others.length > 0) notInCart('The items must come from one store’s cart.', others)
  const store = db.stores.get(cart.store_id)
  if (!store) return notInCart('This cart’s store is gone.', ids)
  return { store, cart, items: owned.map((entry) => entry.item) }
}

function notInCart(message: string, itemIds: readonly number[]): never {
  return fail(404, 'NOT_FOUND_ITEM_IN_CART', message, { item_ids: itemIds })
}

/** What a quantity of a cart item costs now (the price checkout charges). */
export function lineTotal(db: Db, item: CartItemRow, quantity = item.quantity): number {
  const sku = db.skus.get(item.sku_id)
  return sku ? effectivePrice(sku, db.now()) * quantity : 0
}
