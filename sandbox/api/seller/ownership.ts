import type { Context } from 'hono'
import type { Db } from '../../db/db'
import { storeOfLiver } from '../../db/queries'
import type { ChannelRow, PostRow, StoreRow, StreamRow } from '../../db/types/catalog'
import type { LiverRow } from '../../db/types/people'
import { requireSeller } from '../../http/auth'
import { fail, found } from '../../http/errors'
import { idParam } from '../catalog/contract-route'

/** A seller works on their own store only: another store's things answer 403. */

export function sellerOf(c: Context, db: Db): LiverRow {
  return requireSeller(c, db).liver
}

export function ownStore(db: Db, liver: LiverRow, storeId: number): StoreRow {
  const store = found(db.stores.get(storeId), 'store')
  if (store.id !== storeOfLiver(db, liver.id)?.id)
    fail(403, 'FORBIDDEN', 'This store is not yours.')
  return store
}

export function ownStoreInPath(c: Context, db: Db, liver: LiverRow): StoreRow {
  return ownStore(db, liver, idParam(c, 'id', 'store'))
}

/** Where the store may publish a post, in id order. */
export const channelsOf = (db: Db, storeId: number): ChannelRow[] =>
  [...db.channels.values()].filter((row) => row.store_id === storeId).sort((a, b) => a.id - b.id)

export function ownPost(
  db: Db,
  liver: LiverRow,
  postId: number,
): { post: PostRow; store: StoreRow } {
  const post = found(db.posts.get(postId), 'post')
  return { post, store: ownStore(db, liver, post.store_id) }
}

/**
 * A stream the seller may work with. A liver off the allow-list (the stream's or the seller's
 * own) is refused first, then anyone else's stream.
 */
export function accessibleStream(db: Db, liver: LiverRow, streamId: number): StreamRow {
  const stream = found(db.streams.get(streamId), 'stream')
  const streamer = db.livers.get(stream.liver_id)
  if (!liver.whitelisted || !streamer?.whitelisted)
    fail(403, 'LIVER_NOT_IN_WHITELIST', 'This liver is not on the allow-list.')
  if (stream.liver_id !== liver.id)
    fail(403, 'UNAUTHORIZED_ACCESS_TO_STREAM', 'This stream belongs to another liver.')
  return stream
}
