import { getLivePost, listStoreProducts } from '../../../api/live-shop-v1/catalog'
import type { Post } from '../../../api/schemas/post'
import { lookUpPost, type LiveStoreContext, type PostLookup } from '../posts/post-lookup'

export type StreamProducts = PostLookup<Post>

/** The products of the stream post of the link, in the order the liver arranged them. */
export function loadStreamProducts(context: LiveStoreContext): Promise<StreamProducts> {
  // 404: not this store's post, private, or gone.
  return lookUpPost(context, (http, postId) => getLivePost(http, context.store.id, postId), [404])
}

/** One page of the shop's own products, narrowed by keyword. */
export async function loadShopProducts(
  { getHttp, store }: LiveStoreContext,
  { keyword, page }: { keyword?: string; page?: number },
) {
  return listStoreProducts(await getHttp(), store.id, { keyword: keyword || undefined, page })
}
