import { getPost, listSellerProducts } from '../../api/live-shop-v1/seller'
import type { Post } from '../../api/schemas/post'
import { lookUpPost, type LiveStoreContext, type PostLookup } from '../live/posts/post-lookup'

export type SellerPost = PostLookup<Post>

/** The seller's post of the link; 403 (another seller's) and 404 mean it is not theirs to open. */
export function loadSellerPost(context: LiveStoreContext): Promise<SellerPost> {
  return lookUpPost(context, getPost, [403, 404])
}

/** Every product of the seller's store on one page (`all=1`). */
export async function loadSellerProducts({ getHttp, store }: LiveStoreContext) {
  return (await listSellerProducts(await getHttp(), store.id)).data
}

/** The post editor needs both: the post, and the products that could go on it. */
export async function loadPostEditor(context: LiveStoreContext) {
  const [post, products] = await Promise.all([loadSellerPost(context), loadSellerProducts(context)])
  return { post, products }
}
