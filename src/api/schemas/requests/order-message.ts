/** POST /orders/{id}/messages: buyers always write as `buyer`. */
import * as v from 'valibot'
import { NonEmptyStringSchema } from '../common'

export const OrderMessageRequestSchema = v.object({
  role: v.literal('buyer'),
  message: NonEmptyStringSchema,
})
export type OrderMessageRequest = v.InferOutput<typeof OrderMessageRequestSchema>
