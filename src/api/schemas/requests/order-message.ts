/** POST /orders/{id}/messages: buyers always write as `buyer`. */
import * as v from 'valibot'
import { NonEmptyStringSchema } from '../common'

/**
 * The longest message a buyer may send. The API names no limit; a message to a seller is a note,
 * not a document, and a limit the form counts down to keeps it readable on a phone.
 */
export const ORDER_MESSAGE_MAX_LENGTH = 1000

export const OrderMessageRequestSchema = v.object({
  role: v.literal('buyer'),
  message: v.pipe(NonEmptyStringSchema, v.maxLength(ORDER_MESSAGE_MAX_LENGTH)),
})
export type OrderMessageRequest = v.InferOutput<typeof OrderMessageRequestSchema>
