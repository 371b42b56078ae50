import type { Db } from '../db'
import type { ProductRow, SkuRow } from '../types/catalog'
import type { Owner } from '../types/people'
import type { AddToCartErrorCode } from '../../../src/api/schemas/error-codes'
import type { SalableStatus } from '../../../src/api/schemas/statuses'

const before = (iso: string | null, now: Date) => iso !== null && now.getTime() < Date.parse(iso)
const after = (iso: string | null, now: Date) => iso !== null && now.getTime() >= Date.parse(iso)

export function isInSaleWindow(
  row: { sale_started_at: string | null; sale_ended_at: string | null },
  now: Date,
) {
  return !before(row.sale_started_at, now) && !after(row.sale_ended_at, now)
}

export function isInLimitedTimeSale(sku: SkuRow, now: Date): boolean {
  const sale = sku.limited_time_sale
  return sale !== null && !before(sale.started_at, now) && !after(sale.ended_at, now)
}

/** What a buyer pays now: the limited-time price inside its window, else the price. */
export function effectivePrice(sku: SkuRow, now: Date): number {
  return isInLimitedTimeSale(sku, now) && sku.limited_time_sale
    ? sku.limited_time_sale.price
    : sku.price
}

/** Stock a buyer may still take (never below 0, even when oversold). */
export const availableQuantity = (sku: SkuRow) => Math.max(0, sku.stock)

/**
 * Why this SKU cannot go into a cart right now, in the order a server checks, or null when it
 * can. Quantity-dependent codes (ADD_CART_OUT_OF_STOCK, REACHED_BUYER_PURCHASABLE_LIMIT) are
 * `quantityProblem`'s.
 */
export function skuProblem(db: Db, sku: SkuRow): AddToCartErrorCode | null {
  const product = db.products.get(sku.product_id)
  if (sku.deleted_at !== null || !product) return 'SKU_DELETED'
  if (!product.is_supplying) return 'SKU_NOT_SUPPLIED'
  if (!isInSaleWindow(product, db.now()) || !isInSaleWindow(sku, db.now()))
    return 'SKU_OUTSIDE_OF_SALE_TIMES'
  if (availableQuantity(sku) === 0) return 'SKU_SOLD_OUT'
  return null
}

/**
 * Whether a buyer may hold `wanted` of this SKU in all (cart plus this request), given what they
 * already bought of the product (`alreadyBought`, from their orders that were not canceled).
 */
export function quantityProblem(
  product: ProductRow,
  sku: SkuRow,
  wanted: number,
  alreadyBought: number,
): 'ADD_CART_OUT_OF_STOCK' | 'REACHED_BUYER_PURCHASABLE_LIMIT' | null {
  const limit = product.buyer_purchasable_limit
  if (limit !== null && wanted + alreadyBought > limit) return 'REACHED_BUYER_PURCHASABLE_LIMIT'
  if (wanted > availableQuantity(sku)) return 'ADD_CART_OUT_OF_STOCK'
  return null
}

/**
 * A product's salable_status (on_sell, sold_out, before_sell, end_sell), from the sale window and
 * the stock of the SKUs still for sale.
 */
export function salableStatus(db: Db, product: ProductRow): SalableStatus {
  const now = db.now()
  if (before(product.sale_started_at, now)) return 'before_sell'
  if (after(product.sale_ended_at, now)) return 'end_sell'
  const live = skusOf(db, product.id).filter((sku) => sku.deleted_at === null)
  return live.some((sku) => availableQuantity(sku) > 0) ? 'on_sell' : 'sold_out'
}

/** A product's SKUs in id order (deleted ones included; callers filter). */
export function skusOf(db: Db, productId: number): SkuRow[] {
  return db.skus.ofProduct(productId)
}

/** How many of a product a buyer has bought in orders not canceled or returned. */
export function boughtQuantity(db: Db, owner: Owner, productId: number): number {
  let total = 0
  for (const order of db.orders.values()) {
    if (order.owner !== owner || order.status === 'canceled' || order.status === 'returned')
      continue
    for (const item of order.items) if (item.product_id === productId) total += item.quantity
  }
  return total
}
