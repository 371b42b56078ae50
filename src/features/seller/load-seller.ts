import type { Http } from '../../api/http'
import { getPost, listSellerProducts } from '../../api/live-shop-v1/seller'
import { isApiError } from '../../api/client/results'
import type { LiveShopStore } from '../../api/schemas/store'

interface SellerContext {
  getHttp: () => Promise<Http>
  store: LiveShopStore
  postId?: number
}

export type SellerPost =
  | { kind: 'post'; post: Awaited<ReturnType<typeof getPost>> }
  /** The link names no post. */
  | { kind: 'no-post' }
  /** No such post, or another seller's. */
  | { kind: 'missing' }

export async function loadSellerPost({ getHttp, postId }: SellerContext): Promise<SellerPost> {
  if (postId === undefined) return { kind: 'no-post' }
  if (postId === 0) return { kind: 'missing' }
  try {
    return { kind: 'post', post: await getPost(await getHttp(), postId) }
  } catch (error) {
    const status =
      isApiError(error) && error.failure.kind === 'http' ? error.failure.status : undefined
    if (status === 403 || status === 404) return { kind: 'missing' }
    throw error
  }
}

/** Every product of the seller's store on one page (spec 9: all=1). */
export async function loadSellerProducts({ getHttp, store }: SellerContext) {
  return (await listSellerProducts(await getHttp(), store.id)).data
}

/** The post editor needs both: the post, and the products that could go on it. */
export async function loadPostEditor(context: SellerContext) {
  const [post, products] = await Promise.all([loadSellerPost(context), loadSellerProducts(context)])
  return { post, products }
}
