import type { Db } from '../db'
import type { CartItemRow, CartRow } from '../types/commerce'
import type { Cart, CartItem } from '../../../src/api/schemas/cart'
import type { Wire } from './wire'
import { availableQuantity, isInLimitedTimeSale } from '../rules/sku-state'
import { statusChanges } from '../rules/status-changes'

/** Cart rows to API shapes. Items whose SKU row is gone entirely are left out. */
export function cartItemView(db: Db, item: CartItemRow): Wire<CartItem> | null {
  const sku = db.skus.get(item.sku_id)
  const product = sku && db.products.get(sku.product_id)
  if (!sku || !product) return null
  return {
    id: item.id,
    quantity: item.quantity,
    in_storefront: product.is_supplying && sku.deleted_at === null,
    price: item.snapshot.price,
    sku_name: item.snapshot.sku_name,
    product_name: item.snapshot.product_name,
    buyer_purchasable_limit: product.buyer_purchasable_limit,
    status_changes: statusChanges(db, item),
    sku: {
      id: sku.id,
      images: product.images.map((image) => ({ ...image })),
      product_id: product.id,
      available_quantity: availableQuantity(sku),
      deleted_at: sku.deleted_at,
      sale_started_at: sku.sale_started_at,
      sale_ended_at: sku.sale_ended_at,
      is_limited_time_sale: sku.limited_time_sale !== null,
      is_in_limited_time_sale: isInLimitedTimeSale(sku, db.now()),
      product_name: product.name,
      is_printio_product: product.is_printio_product,
    },
  }
}

export function cartView(db: Db, cart: CartRow): Wire<Cart> {
  const items = [...db.cartItems.values()]
    .filter((item) => item.cart_id === cart.id)
    .sort((a, b) => a.id - b.id)
    .map((item) => cartItemView(db, item))
    .filter((item) => item !== null)
  return { id: cart.id, items }
}
