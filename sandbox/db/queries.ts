import type { Db } from './db'
import type { CartItemRow, CartRow, OrderRow } from './types/commerce'
import type { PostRow, ProductRow, StoreRow } from './types/catalog'
import type { Owner } from './types/people'
import type { PaymentSettingRow, ShippingSettingRow } from './types/settings'

/** Lookups the endpoints share. Plain scans: the tables are small. */

export const storeBySlug = (db: Db, slug: string): StoreRow | undefined =>
  [...db.stores.values()].find((store) => store.slug === slug)

export const storeOfLiver = (db: Db, liverId: number): StoreRow | undefined =>
  [...db.stores.values()].find((store) => store.liver_id === liverId)

export function storeOfPost(db: Db, postId: number): StoreRow | undefined {
  const post = db.posts.get(postId)
  return post && db.stores.get(post.store_id)
}

export const productsOf = (db: Db, storeId: number): ProductRow[] =>
  [...db.products.values()]
    .filter((product) => product.store_id === storeId)
    .sort((a, b) => a.id - b.id)

export const postsOf = (db: Db, storeId: number): PostRow[] =>
  [...db.posts.values()].filter((post) => post.store_id === storeId)

export const shippingSettingsOf = (db: Db, storeId: number): ShippingSettingRow[] =>
  [...db.shippingSettings.values()].filter((row) => row.store_id === storeId)

export const paymentSettingsOf = (db: Db, storeId: number): PaymentSettingRow[] =>
  [...db.paymentSettings.values()].filter((row) => row.store_id === storeId)

/** The buyer's cart in a store, made on first use (every store has its own cart per buyer). */
export function cartOf(db: Db, storeId: number, owner: Owner): CartRow {
  const found = [...db.carts.values()].find(
    (cart) => cart.store_id === storeId && cart.owner === owner,
  )
  if (found) return found
  const cart: CartRow = { id: db.nextId('carts'), store_id: storeId, owner }
  db.carts.set(cart.id, cart)
  return cart
}

export const cartItemsOf = (db: Db, cartId: number): CartItemRow[] =>
  [...db.cartItems.values()].filter((item) => item.cart_id === cartId).sort((a, b) => a.id - b.id)

/** A cart item with its cart, only when the cart is the buyer's (else undefined: answer 404). */
export function ownCartItem(
  db: Db,
  itemId: number,
  owner: Owner,
): { item: CartItemRow; cart: CartRow } | undefined {
  const item = db.cartItems.get(itemId)
  const cart = item && db.carts.get(item.cart_id)
  return item && cart && cart.owner === owner ? { item, cart } : undefined
}

/** A buyer's orders, newest first, optionally in one store. */
export function ordersOf(db: Db, owner: Owner, storeId?: number): OrderRow[] {
  return [...db.orders.values()]
    .filter(
      (order) => order.owner === owner && (storeId === undefined || order.store_id === storeId),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

/** Orders created since the reset (not seeded), oldest first: what GET /__sandbox/orders lists. */
export const ordersSinceReset = (db: Db): OrderRow[] =>
  [...db.orders.values()].filter((order) => !order.seeded).sort((a, b) => a.id - b.id)

export const paymentAttemptsOf = (db: Db, orderId: number) =>
  [...db.paymentAttempts.values()]
    .filter((attempt) => attempt.order_id === orderId)
    .sort((a, b) => a.id - b.id)

/** Rows of a table owned by a buyer (addresses, cards, payees ...), in id order. */
export function ownedBy<R extends { id: number; owner: Owner }>(
  table: Map<number, R>,
  owner: Owner,
): R[] {
  return [...table.values()].filter((row) => row.owner === owner).sort((a, b) => a.id - b.id)
}
