import { getPost, getStream, listChannels, listSellerProducts } from '../../api/live-shop-v1/seller'
import type { Post } from '../../api/schemas/post'
import type { Channel } from '../../api/schemas/stream'
import { lookUpPost, type LiveStoreContext, type PostLookup } from '../live/posts/post-lookup'

export type SellerPost =
  | PostLookup<Post>
  /** The link's stream has no post yet: the seller makes one (from the store's channels). */
  | { kind: 'unposted'; streamId: number; channels: Channel[] }
  /** The link's stream is not there for this seller (another liver's, or none). */
  | { kind: 'stream-missing' }
  /** The stream's liver is not on the allow-list of livers who may sell. */
  | { kind: 'stream-closed' }

/** The post of the link's stream, else the link's post; 403 and 404 mean it is not theirs. */
export async function loadSellerPost(context: LiveStoreContext): Promise<SellerPost> {
  const { streamId } = context
  if (streamId === undefined) return lookUpPost(context, getPost, [403, 404])
  const http = await context.getHttp()
  const stream = await getStream(http, streamId)
  if (!stream.ok) {
    // The seller's own login passed the allow-list, so this names the stream's liver.
    if (stream.kind === 'http' && stream.error.code === 'LIVER_NOT_IN_WHITELIST')
      return { kind: 'stream-closed' }
    // UNAUTHORIZED_ACCESS_TO_STREAM, 404, an id the API will not read: not this seller's stream.
    return { kind: 'stream-missing' }
  }
  if (stream.data.post_id === null) {
    const channels = await listChannels(http, context.store.id)
    return { kind: 'unposted', streamId, channels }
  }
  return lookUpPost({ ...context, postId: stream.data.post_id }, getPost, [403, 404])
}

/** Every product of the seller's store on one page (`all=1`). */
export async function loadSellerProducts({ getHttp, store }: LiveStoreContext) {
  return (await listSellerProducts(await getHttp(), store.id)).data
}
