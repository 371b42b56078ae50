/** SKUs: the buyable variants of a product. */
import * as v from 'valibot'
import { AmountSchema, CountSchema, IdSchema } from './common'
import { PositiveIntegerSchema } from '../../lib/integers'

export const SkuSchema = v.object({
  id: IdSchema,
  /** Stock on hand. */
  available_quantity: CountSchema,
  /** What may still be sold (stock less what carts and unpaid orders hold). */
  salable_quantity: CountSchema,
  /** Most one buyer may buy; null means no limit. */
  salable_limit: v.nullable(PositiveIntegerSchema),
  name: v.string(),
  price: AmountSchema,
  /** When set, buying happens on this outside page instead of the cart. */
  force_purchase_url: v.nullish(v.string()),
})
export type Sku = v.InferOutput<typeof SkuSchema>

/** The seller's product list also shows the list price and what has sold. */
export const SellerSkuSchema = v.object({
  ...SkuSchema.entries,
  original_price: AmountSchema,
  sold_quantity: CountSchema,
})
export type SellerSku = v.InferOutput<typeof SellerSkuSchema>
