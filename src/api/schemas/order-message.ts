/** Messages between buyer and seller about an order. */
import * as v from 'valibot'
import { DateSchema } from '../../lib/dates'
import { IdSchema } from './common'

export const MESSAGE_ROLES = ['buyer', 'seller'] as const
export const MessageRoleSchema = v.picklist(MESSAGE_ROLES)
export type MessageRole = v.InferOutput<typeof MessageRoleSchema>

export const OrderMessageSchema = v.object({
  id: IdSchema,
  message: v.string(),
  role: MessageRoleSchema,
  created_at: DateSchema,
  /** The buyer who wrote it; `avatars` are picture URLs, largest first. Null for store messages. */
  user: v.nullable(v.object({ id: IdSchema, name: v.string(), avatars: v.array(v.string()) })),
  store: v.nullable(
    v.object({ id: IdSchema, name: v.string(), avatar_url: v.nullish(v.string()) }),
  ),
})
export type OrderMessage = v.InferOutput<typeof OrderMessageSchema>
