/** Answers of the cart and pricing calls. */
import * as v from 'valibot'
import { AmountSchema, CountSchema, QuantitySchema } from '../common'

/** POST /add-cart: how many were added, of how many asked (fewer when stock or limits cut it). */
export const AddToCartResponseSchema = v.object({
  success: v.boolean(),
  added_quantity: CountSchema,
  request_quantity: QuantitySchema,
})
export type AddToCartResponse = v.InferOutput<typeof AddToCartResponseSchema>

/**
 * POST /carts/pricing: amount, shipping_fee and total_amount, each at least 0.
 * `payment_fee` (e.g. cash on delivery) is what makes total differ from amount + shipping; it is
 * optional so an answer without it still matches.
 */
export const PricingResultSchema = v.object({
  amount: AmountSchema,
  shipping_fee: AmountSchema,
  payment_fee: v.optional(AmountSchema),
  total_amount: AmountSchema,
})
export type PricingResult = v.InferOutput<typeof PricingResultSchema>

/** POST /carts/pricing/subtotal. */
export const PricingSubtotalResponseSchema = v.object({ subtotal: AmountSchema })
export type PricingSubtotalResponse = v.InferOutput<typeof PricingSubtotalResponseSchema>
