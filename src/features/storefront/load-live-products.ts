import { isApiError } from '../../api/client/results'
import { getLivePost, getProduct, listStoreProducts } from '../../api/live-shop-v1/catalog'
import type { Post } from '../../api/schemas/post'
import type { Product } from '../../api/schemas/product'
import type { PostStatus } from '../product/product-rules'
import { lookUpPost, type LiveStoreContext, type PostLookup } from '../live/posts/post-lookup'

export type StreamProducts = PostLookup<Post>

/** The products of the stream post of the link, in the order the liver arranged them. */
export function loadStreamProducts(context: LiveStoreContext): Promise<StreamProducts> {
  // 404: not this store's post, private, or gone.
  return lookUpPost(context, (http, postId) => getLivePost(http, context.store.id, postId), [404])
}

/**
 * One page of the shop's products, narrowed by keyword: everything the store sells, those it
 * also sells on the marketplace included (without `with_market` the API leaves them out).
 */
export async function loadShopProducts(
  { getHttp, store }: LiveStoreContext,
  { keyword, page }: { keyword?: string; page?: number },
) {
  return listStoreProducts(await getHttp(), store.id, {
    keyword: keyword || undefined,
    page,
    with_market: 1,
  })
}

export interface LiveProduct {
  product: Product
  /** Where the stream post holds it, when it was opened from the stream tab and is in the post. */
  postStatus?: PostStatus
}

/**
 * One product for its detail page. Opened from the stream tab, its status in the stream post
 * decides whether it is on sale there (a product the liver has not started selling is not).
 * Undefined: no such product (404).
 */
export async function loadLiveProduct(
  context: LiveStoreContext,
  productId: number,
  from: 'stream' | 'shop' | undefined,
): Promise<LiveProduct | undefined> {
  const http = await context.getHttp()
  const [product, post] = await Promise.all([
    getProduct(http, productId).catch((error: unknown) => {
      if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404)
        return undefined
      throw error
    }),
    from === 'stream' ? loadStreamProducts(context) : undefined,
  ])
  if (!product) return undefined
  const inPost =
    post?.kind === 'post' ? post.post.products.find((p) => p.id === productId) : undefined
  return { product, postStatus: inPost?.status }
}
