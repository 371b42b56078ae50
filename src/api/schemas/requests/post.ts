/** Seller post edits and stream binding. The create payload is in ../stream.ts. */
import * as v from 'valibot'
import { IdListSchema, IdSchema } from '../common'

/**
 * PUT /posts/{id}: the post's products, in display order. Empty is allowed (a post with nothing
 * on sale yet); the same product twice is not.
 */
export const PostUpdateRequestSchema = v.object({
  product_ids: v.pipe(
    IdListSchema,
    v.check((ids) => new Set(ids).size === ids.length, 'A product appears twice'),
  ),
})
export type PostUpdateRequest = v.InferOutput<typeof PostUpdateRequestSchema>

/** POST /streams/{id}: binds a post to the stream. */
export const StreamBindRequestSchema = v.object({ post_id: IdSchema })
export type StreamBindRequest = v.InferOutput<typeof StreamBindRequestSchema>
