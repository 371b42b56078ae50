import type { Context } from 'hono'
import { StreamPostCreateSchema } from '../../../src/api/schemas/stream'
import type { Db } from '../../db/db'
import type { PostRow } from '../../db/types/catalog'
import { parseBody, validationError, type FieldErrors } from '../../http/validate'
import { channelsOf, ownStoreInPath, sellerOf } from './ownership'
import { checkPostProducts, setPostProducts } from './post-products'

/**
 * POST /stores/{id}/posts: a new stream post with its products in the given order. Channels
 * must be the store's own. The payload's scheduling and publishing fields (upcoming_at,
 * keywords, share_url ...) are accepted but not kept: nothing in the contract reads them back.
 */
export async function createPost(c: Context, db: Db): Promise<PostRow> {
  const liver = sellerOf(c, db)
  const store = ownStoreInPath(c, db, liver)
  const body = await parseBody(c, StreamPostCreateSchema)
  const known = new Set(channelsOf(db, store.id).map((row) => row.id))
  const fields: FieldErrors = {}
  body.channel_ids.forEach((id, index) => {
    if (!known.has(id))
      fields[`channel_ids.${index}`] = [`Channel ${id} is not a channel of this store.`]
  })
  if (Object.keys(fields).length > 0) throw validationError(fields)
  checkPostProducts(db, store, body.product_ids)

  const post: PostRow = {
    id: db.nextId('posts'),
    store_id: store.id,
    liver_id: liver.id,
    title: body.title,
    content: body.content,
    is_private: body.is_private,
    created_at: db.nowIso(),
    products: [],
  }
  setPostProducts(db, post, body.product_ids)
  db.posts.set(post.id, post)
  return post
}
