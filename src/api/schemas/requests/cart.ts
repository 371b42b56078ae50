/** Cart requests. */
import * as v from 'valibot'
import { IdSchema, QuantitySchema } from '../common'

/** POST /add-cart: a SKU (`id`), how many, and the stream it was bought from, if any. */
export const AddToCartRequestSchema = v.object({
  id: IdSchema,
  quantity: QuantitySchema,
  stream_id: v.nullish(IdSchema),
})
export type AddToCartRequest = v.InferOutput<typeof AddToCartRequestSchema>

/** PUT /cart-items/{id}. Removing is DELETE, so the quantity is at least 1. */
export const CartQuantityRequestSchema = v.object({ quantity: QuantitySchema })
export type CartQuantityRequest = v.InferOutput<typeof CartQuantityRequestSchema>

/**
 * PUT /stores/{id}/cart-items/sync-snapshot: the buyer accepts the changes of these cart items
 * (new price, names, stock); their snapshot is refreshed and status_changes cleared.
 */
export const SyncSnapshotRequestSchema = v.object({
  ids: v.pipe(v.array(IdSchema), v.minLength(1, 'Nothing to sync')),
})
export type SyncSnapshotRequest = v.InferOutput<typeof SyncSnapshotRequestSchema>

/** POST /carts/pricing/subtotal: cart item ids with the quantities being considered. */
export const PricingSubtotalRequestSchema = v.object({
  items: v.array(v.object({ id: IdSchema, quantity: QuantitySchema })),
})
export type PricingSubtotalRequest = v.InferOutput<typeof PricingSubtotalRequestSchema>

/** POST /carts/pricing: what checkout would charge for these items. */
export const PricingRequestSchema = v.object({
  item_ids: v.pipe(v.array(IdSchema), v.minLength(1, 'No items selected')),
  shipping_setting_id: IdSchema,
  payment_id: v.nullish(IdSchema),
  address_id: v.nullish(IdSchema),
})
export type PricingRequest = v.InferOutput<typeof PricingRequestSchema>
