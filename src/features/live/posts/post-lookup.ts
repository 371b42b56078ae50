import { isApiError } from '../../../api/client/results'
import type { Http } from '../../../api/http'
import type { LiveShopStore } from '../../../api/schemas/store'

/** What the live pages' loaders get from the guards through the route context. */
export interface LiveStoreContext {
  getHttp: () => Promise<Http>
  store: LiveShopStore
  /** The link's post id; 0 when it was not a number. */
  postId?: number
  /** The link's stream id (seller screens): its post comes before the link's post id. */
  streamId?: number
}

export type PostLookup<P> =
  | { kind: 'post'; post: P }
  /** The link names no post. */
  | { kind: 'no-post' }
  /** No such post, or one this reader may not see (another store's, private, another seller's). */
  | { kind: 'missing' }

/**
 * The stream post of the link, read with `read`. The statuses in `missing` mean the post is not
 * there for this reader; anything else is a failure for the page's error screen.
 */
export async function lookUpPost<P>(
  { getHttp, postId }: LiveStoreContext,
  read: (http: Http, postId: number) => Promise<P>,
  missing: readonly number[],
): Promise<PostLookup<P>> {
  if (postId === undefined) return { kind: 'no-post' }
  if (postId === 0) return { kind: 'missing' }
  try {
    return { kind: 'post', post: await read(await getHttp(), postId) }
  } catch (error) {
    if (
      isApiError(error) &&
      error.failure.kind === 'http' &&
      missing.includes(error.failure.status)
    ) {
      return { kind: 'missing' }
    }
    throw error
  }
}
