import type { Db } from '../db'
import type { CartItemRow } from '../types/commerce'
import type { StatusChange } from '../../../src/api/schemas/cart'
import { availableQuantity, effectivePrice, isInSaleWindow } from './sku-state'

/**
 * What changed about a cart item since the buyer added it, or null when nothing did (a
 * status_changes list is never empty). The cart shows these; checkout refuses the item with
 * CHECKOUT_ITEMS_STATUS_HAVE_CHANGED; sync-snapshot accepts the name and price changes. A deleted
 * SKU or a product no longer supplied counts as sold out: it cannot be bought any more.
 */
export function statusChanges(db: Db, item: CartItemRow): StatusChange[] | null {
  const sku = db.skus.get(item.sku_id)
  const product = sku && db.products.get(sku.product_id)
  if (!sku || !product) return ['stock_sold_out']
  const now = db.now()
  const changes: StatusChange[] = []
  const available = sku.deleted_at !== null || !product.is_supplying ? 0 : availableQuantity(sku)
  if (available === 0) changes.push('stock_sold_out')
  else if (available < item.quantity) changes.push('stock_shortage')
  if (!isInSaleWindow(product, now)) changes.push('over_salable_time')
  if (item.snapshot.product_name !== product.name) changes.push('product_name')
  if (item.snapshot.sku_name !== sku.name) changes.push('sku_name')
  if (item.snapshot.price !== effectivePrice(sku, now)) changes.push('price')
  return changes.length > 0 ? changes : null
}

/** The snapshot a cart item gets when added, and again when sync-snapshot accepts the changes. */
export function snapshotOf(db: Db, skuId: number): CartItemRow['snapshot'] | null {
  const sku = db.skus.get(skuId)
  const product = sku && db.products.get(sku.product_id)
  if (!sku || !product) return null
  return { price: effectivePrice(sku, db.now()), sku_name: sku.name, product_name: product.name }
}
