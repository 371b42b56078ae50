import type { Context } from 'hono'
import { StoreQuerySchema } from '../../../src/api/schemas/requests/queries'
import type { Db } from '../../db/db'
import { storeOfLiver, storeOfPost } from '../../db/queries'
import type { PostRow, StoreRow } from '../../db/types/catalog'
import { fail, found } from '../../http/errors'
import { readQuery, check } from '../../http/validate'
import { isVisibleToBuyers } from './product-list'

/**
 * Live pages are opened from links the 17LIVE app builds, which spell the parameters
 * `liver-id` / `post-id`; our own client sends `liver_id` / `post_id`. Both spellings are read
 * (giving the same parameter both ways is the "both forms" 422 of the schema).
 */
const SPELLINGS: Record<string, 'liver_id' | 'post_id'> = {
  'liver-id': 'liver_id',
  'post-id': 'post_id',
}

function storeQuery(c: Context): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(readQuery(c))) {
    const name = SPELLINGS[key] ?? key
    // The same parameter twice, in two spellings, is as ambiguous as a repeated key.
    const seen = query[name]
    query[name] = seen === undefined ? value : [seen, value].flat()
  }
  return query
}

/** GET /stores/query: the live store of a liver or of a post. */
export function findStore(db: Db, c: Context): StoreRow {
  const query = check(StoreQuerySchema, storeQuery(c), 'query')
  const store =
    query.liver_id !== undefined ? storeOfLiver(db, query.liver_id) : storeOfPost(db, query.post_id)
  return found(store?.kind === 'live' ? store : undefined, 'store')
}

/**
 * A post as buyers see it: it must belong to the store in the path and be public; the products
 * shown stay in pivot order.
 */
export function visiblePost(db: Db, store: StoreRow, postId: number): PostRow {
  const post = db.posts.get(postId)
  if (!post || post.store_id !== store.id || post.is_private)
    fail(404, 'NOT_FOUND', 'No such post.')
  return withoutDeleted(db, post)
}

/** The post as shown: no products taken off it, nor products deleted since (every SKU gone). */
export function withoutDeleted(db: Db, post: PostRow): PostRow {
  const shown = (productId: number) => {
    const product = db.products.get(productId)
    return product !== undefined && isVisibleToBuyers(db, product)
  }
  return {
    ...post,
    products: post.products.filter(
      (entry) => entry.status !== 'deleted' && shown(entry.product_id),
    ),
  }
}
