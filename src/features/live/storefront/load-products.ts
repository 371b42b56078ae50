import type { Http } from '../../../api/http'
import { getLivePost, listStoreProducts } from '../../../api/live-shop-v1/catalog'
import { isApiError } from '../../../api/client/results'
import type { LiveShopStore } from '../../../api/schemas/store'

interface StoreContext {
  getHttp: () => Promise<Http>
  store: LiveShopStore
  postId?: number
}

export type StreamProducts =
  | { kind: 'post'; post: Awaited<ReturnType<typeof getLivePost>> }
  /** The link names no post: there is no stream to show. */
  | { kind: 'no-post' }
  /** The post is not this store's, is private or is gone. */
  | { kind: 'missing' }

/** The products of the stream post of the link, in the order the liver arranged them. */
export async function loadStreamProducts({
  getHttp,
  store,
  postId,
}: StoreContext): Promise<StreamProducts> {
  if (postId === undefined) return { kind: 'no-post' }
  if (postId === 0) return { kind: 'missing' }
  try {
    return { kind: 'post', post: await getLivePost(await getHttp(), store.id, postId) }
  } catch (error) {
    if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404)
      return { kind: 'missing' }
    throw error
  }
}

/** One page of the shop's own products, narrowed by keyword. */
export async function loadShopProducts(
  { getHttp, store }: StoreContext,
  { keyword, page }: { keyword?: string; page?: number },
) {
  return listStoreProducts(await getHttp(), store.id, { keyword: keyword || undefined, page })
}
