import type { AddToCartRequest } from '../../../src/api/schemas/requests/cart'
import type { AddToCartResponse } from '../../../src/api/schemas/responses/cart'
import type { Db } from '../../db/db'
import { cartItemsOf, cartOf } from '../../db/queries'
import {
  availableQuantity,
  boughtQuantity,
  quantityProblem,
  skuProblem,
} from '../../db/rules/sku-state'
import { snapshotOf } from '../../db/rules/status-changes'
import type { SkuRow } from '../../db/types/catalog'
import type { CartItemRow } from '../../db/types/commerce'
import type { Owner } from '../../db/types/people'
import { fail } from '../../http/errors'
import { validationError } from '../../http/validate'

/**
 * POST add-cart, into the buyer's cart of the SKU's store (carts are per store and per buyer).
 * Refusals, in the order checked: the SKU's state (deleted, not supplied, outside its sale
 * window, sold out), the product's per-buyer limit over cart, orders and this request
 * (REACHED_BUYER_PURCHASABLE_LIMIT), then more asked than in stock (ADD_CART_OUT_OF_STOCK).
 * Otherwise as many as fit are added: the cart holds at most the stock and the SKU's
 * `salable_limit`, so `added_quantity` may be below `request_quantity` (0 with success false when
 * the cart already holds the most it may).
 */
export function addToCart(db: Db, owner: Owner, body: AddToCartRequest): AddToCartResponse {
  const sku = db.skus.get(body.id)
  const product = sku && db.products.get(sku.product_id)
  // A SKU id the store no longer knows is as gone as a deleted one.
  if (!sku || !product) return fail(400, 'SKU_DELETED', 'This item is no longer sold.')
  const problem = skuProblem(db, sku)
  if (problem) fail(400, problem, messages[problem])
  if (body.stream_id != null && !db.streams.has(body.stream_id)) {
    throw validationError({ stream_id: ['No such stream.'] })
  }

  const cart = cartOf(db, product.store_id, owner)
  const items = cartItemsOf(db, cart.id)
  const inCart = (of: (item: CartItemRow) => boolean) =>
    items.filter(of).reduce((n, item) => n + item.quantity, 0)
  const heldOfProduct = inCart((item) => db.skus.get(item.sku_id)?.product_id === product.id)
  const bought = boughtQuantity(db, owner, product.id)
  const quantity = quantityProblem(product, sku, body.quantity, bought + heldOfProduct)
  if (quantity) fail(400, quantity, messages[quantity])

  const existing = items.find((item) => item.sku_id === sku.id)
  const added = Math.max(0, Math.min(body.quantity, cartCap(sku) - (existing?.quantity ?? 0)))
  const streamId = body.stream_id ?? null
  if (existing && added > 0) {
    existing.quantity += added
    existing.stream_id = streamId ?? existing.stream_id
  } else if (added > 0) {
    newItem(db, cart.id, sku.id, added, streamId)
  }
  return { success: added > 0, added_quantity: added, request_quantity: body.quantity }
}

/** The most of a SKU one cart may hold: its stock, and its per-purchase cap if it has one. */
export function cartCap(sku: SkuRow): number {
  return Math.min(availableQuantity(sku), sku.salable_limit ?? Number.POSITIVE_INFINITY)
}

function newItem(
  db: Db,
  cartId: number,
  skuId: number,
  quantity: number,
  streamId: number | null,
): void {
  const snapshot = snapshotOf(db, skuId)
  if (!snapshot) return
  const id = db.nextId('cartItems')
  db.cartItems.set(id, {
    id,
    cart_id: cartId,
    sku_id: skuId,
    quantity,
    stream_id: streamId,
    snapshot,
    created_at: db.nowIso(),
  })
}

export const messages = {
  SKU_DELETED: 'This item is no longer sold.',
  SKU_NOT_SUPPLIED: 'The seller no longer supplies this item.',
  SKU_OUTSIDE_OF_SALE_TIMES: 'This item is not on sale now.',
  SKU_SOLD_OUT: 'This item is sold out.',
  REACHED_BUYER_PURCHASABLE_LIMIT: 'You have reached the most you may buy of this item.',
  ADD_CART_OUT_OF_STOCK: 'Not that many are in stock.',
} as const
