/** Which of the seller's products are in the stream post, and the lists a change sends. */
import type { Post } from '../../api/schemas/post'
import { perObject } from '../../lib/per-object'

type PostProducts = Pick<Post, 'products'>

const onThePost = perObject(
  (products: PostProducts['products']): readonly PostProducts['products'][number][] =>
    products
      .filter((product) => product.status !== 'deleted')
      .sort((a, b) => a.pivot.order - b.pivot.order),
)

/**
 * On the post now: taken-off products (`deleted`) are kept by the API but are not on it. Worked
 * out once per answer, so a redraw (a dialog opened, a search typed) does not sort thousands again
 * nor hand the list a new array that makes it fold every name again.
 */
export function selectedProducts(post: PostProducts) {
  return onThePost(post.products)
}

export function selectedIds(post: PostProducts): number[] {
  return selectedProducts(post).map((product) => product.id)
}

/** The seller's products that are not on the post, in the seller's list order. */
export function unselectedProducts<P extends { id: number }>(
  all: readonly P[],
  post: PostProducts,
): P[] {
  const chosen = new Set(selectedIds(post))
  return all.filter((product) => !chosen.has(product.id))
}

/** The post's products with one more at the end (where a newly added product shows). */
export function idsWithAdded(post: PostProducts, productId: number): number[] {
  const ids = selectedIds(post)
  return ids.includes(productId) ? ids : [...ids, productId]
}

/**
 * Why a product cannot be sold in a stream, or undefined when it can: nothing left to sell (sold
 * out, or oversold, which the seller list shows as 0 available), or its sale is over. A product
 * whose sale has not started may still be lined up for a coming stream.
 */
export function unsellableReason(product: {
  salable_status: string
  available_quantity: number
}): 'no-stock' | 'sale-ended' | undefined {
  if (product.salable_status === 'end_sell') return 'sale-ended'
  if (product.salable_status === 'sold_out' || product.available_quantity <= 0) return 'no-stock'
  return undefined
}

/** The post's products with one moved `offset` places (−1 up, +1 down), kept inside the list. */
export function idsMoved(post: PostProducts, productId: number, offset: number): number[] {
  const ids = selectedIds(post)
  const from = ids.indexOf(productId)
  const to = Math.min(Math.max(from + offset, 0), ids.length - 1)
  if (from < 0 || from === to) return ids
  ids.splice(from, 1)
  ids.splice(to, 0, productId)
  return ids
}
