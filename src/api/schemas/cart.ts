/** Carts: one per store, holding cart items. */
import * as v from 'valibot'
import { DateSchema } from '../../lib/dates'
import { AmountSchema, CountSchema, IdSchema, ImageSchema, QuantitySchema } from './common'
import { PositiveIntegerSchema } from '../../lib/integers'

/** What changed about an item since it went into the cart. */
export const STATUS_CHANGES = [
  'stock_shortage',
  'stock_sold_out',
  'over_salable_time',
  'product_name',
  'sku_name',
  'price',
] as const
export const StatusChangeSchema = v.picklist(STATUS_CHANGES)
export type StatusChange = v.InferOutput<typeof StatusChangeSchema>

/** A status_changes list has at least one entry: no change is null, never `[]`. */
export const StatusChangesSchema = v.pipe(
  v.array(StatusChangeSchema),
  v.minLength(1, 'At least one change'),
)

export const CartSkuSchema = v.object({
  id: IdSchema,
  images: v.array(ImageSchema),
  product_id: IdSchema,
  available_quantity: CountSchema,
  deleted_at: v.nullable(DateSchema),
  /** Display only: the server decides when an item is out of its sale time. */
  sale_started_at: v.nullable(DateSchema),
  sale_ended_at: v.nullable(DateSchema),
  is_limited_time_sale: v.boolean(),
  is_in_limited_time_sale: v.boolean(),
  product_name: v.string(),
  is_printio_product: v.boolean(),
})
export type CartSku = v.InferOutput<typeof CartSkuSchema>

export const CartItemSchema = v.object({
  id: IdSchema,
  quantity: QuantitySchema,
  /** false when the item's product is no longer shown in the storefront. */
  in_storefront: v.boolean(),
  /** Price, SKU and product names as they were when added (the snapshot). */
  price: AmountSchema,
  sku_name: v.string(),
  product_name: v.string(),
  buyer_purchasable_limit: v.nullable(PositiveIntegerSchema),
  /** null (or absent) when nothing changed; else the changes, which sync-snapshot accepts. */
  status_changes: v.nullish(StatusChangesSchema),
  sku: CartSkuSchema,
})
export type CartItem = v.InferOutput<typeof CartItemSchema>

export const CartSchema = v.object({ id: IdSchema, items: v.array(CartItemSchema) })
export type Cart = v.InferOutput<typeof CartSchema>
