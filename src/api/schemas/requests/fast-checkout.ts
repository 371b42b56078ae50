import * as v from 'valibot'
import { IdSchema, QuantitySchema } from '../common'

/** POST /enterprise/stores/{id}/fast-checkout: SKUs straight to the enterprise store's own site. */
export const FastCheckoutRequestSchema = v.object({
  stream_id: IdSchema,
  skus: v.pipe(
    v.array(v.object({ id: IdSchema, quantity: QuantitySchema })),
    v.minLength(1, 'No SKUs selected'),
  ),
})
export type FastCheckoutRequest = v.InferOutput<typeof FastCheckoutRequestSchema>
