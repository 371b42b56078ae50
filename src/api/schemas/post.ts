/**
 * Stream posts: the set of products a liver shows in a stream. The API documents only their
 * products (status, pivot order) and the create payload (stream.ts); the rest is the least the
 * screens need: whose post it is and its products in order.
 */
import * as v from 'valibot'
import { IdSchema } from './common'
import { PostProductSchema } from './product'

export const PostSchema = v.object({
  id: IdSchema,
  store_id: IdSchema,
  title: v.nullable(v.string()),
  products: v.array(PostProductSchema),
})
export type Post = v.InferOutput<typeof PostSchema>
