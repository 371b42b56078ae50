/** Streams, channels and the stream post create payload. */
import * as v from 'valibot'
import { DateSchema } from '../../lib/dates'
import { IdListSchema, IdSchema, NonEmptyStringSchema } from './common'

/** A 17LIVE stream and the post bound to it (POST /streams/{id} binds one). */
export const StreamSchema = v.object({ id: IdSchema, post_id: v.nullable(IdSchema) })
export type Stream = v.InferOutput<typeof StreamSchema>

/** GET /stores/{id}/channels: where a post may be published. */
export const ChannelSchema = v.object({ id: IdSchema, name: v.string() })
export type Channel = v.InferOutput<typeof ChannelSchema>

/**
 * POST /stores/{id}/posts. The API lists these fields "plus others (not shown)", so this is the
 * one loose object of the contract: keys it does not know are passed through untouched.
 */
export const StreamPostCreateSchema = v.looseObject({
  title: NonEmptyStringSchema,
  type: v.literal('formal'),
  mode: v.literal('obs'),
  channel_ids: IdListSchema,
  add_to_general_cms_schedule: v.boolean(),
  content: v.string(),
  image_id: v.nullable(IdSchema),
  is_private: v.boolean(),
  keywords: v.array(v.string()),
  live: v.boolean(),
  product_ids: IdListSchema,
  share_url: v.nullable(v.string()),
  /** Any date form the platform accepts; sent as JSON (a Date becomes an ISO string). */
  upcoming_at: v.nullable(DateSchema),
  upcoming_title: v.nullable(v.string()),
})
export type StreamPostCreate = v.InferOutput<typeof StreamPostCreateSchema>
export type StreamPostCreateInput = v.InferInput<typeof StreamPostCreateSchema>
