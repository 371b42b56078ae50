/** Which of the seller's products are in the stream post, and the lists a change sends. */
import type { Post } from '../../api/schemas/post'

type PostProducts = Pick<Post, 'products'>

/** On the post now: taken-off products (`deleted`) are kept by the API but are not on it. */
export function selectedProducts(post: PostProducts) {
  return post.products
    .filter((product) => product.status !== 'deleted')
    .sort((a, b) => a.pivot.order - b.pivot.order)
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
