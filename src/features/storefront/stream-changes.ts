import type { Post } from '../../api/schemas/post'
import type { PostProduct } from '../../api/schemas/product'
import { perObject } from '../../lib/per-object'
import { postProductFingerprint } from '../product/product-fingerprint'
import type { StreamProducts } from './load-live-products'

/** A card of the stream tab: the product as last read, and whether it has left the post. */
export interface StreamCard {
  product: PostProduct
  /** Taken off the post while the buyer looked: its card stays where it was, marked so. */
  gone: boolean
  /** Added to the post while the buyer looked (not on the first read). */
  added: boolean
}

/** What moved between two reads, for the one announcement the page makes. */
export interface StreamChange {
  kind: 'added' | 'gone' | 'soldOut' | 'onSale' | 'closed'
  name: string
}

const shownOf = (products: readonly PostProduct[]) =>
  products
    .filter((product) => product.status !== 'deleted')
    .sort((a, b) => a.pivot.order - b.pivot.order)

export const firstCards = (products: readonly PostProduct[]): StreamCard[] =>
  shownOf(products).map((product) => ({ product, gone: false, added: false }))

const buyable = (product: PostProduct) =>
  product.status === 'selling' && product.salable_status === 'on_sell'

/**
 * The cards after a new read, laid over the cards shown: a card already there keeps its place
 * (nothing under the buyer's finger moves), a product added goes after the one before it in the
 * liver's order, and one taken off stays as a marked card in its place until the page is left.
 */
export function nextCards(
  shown: readonly StreamCard[],
  products: readonly PostProduct[],
): { cards: StreamCard[]; changes: StreamChange[] } {
  const current = shownOf(products)
  const byId = new Map(current.map((product) => [product.id, product]))
  const changes: StreamChange[] = []
  const cards: StreamCard[] = shown.map((card) => {
    const product = byId.get(card.product.id)
    if (!product) {
      if (!card.gone) changes.push({ kind: 'gone', name: card.product.name })
      return card.gone ? card : { ...card, gone: true }
    }
    if (!card.gone && buyable(card.product) !== buyable(product)) {
      const soldOut = product.status === 'sold' || product.salable_status === 'sold_out'
      changes.push({
        kind: buyable(product) ? 'onSale' : soldOut ? 'soldOut' : 'closed',
        name: product.name,
      })
    }
    if (card.gone) changes.push({ kind: 'added', name: product.name })
    else if (product === card.product) return card
    return { product, gone: false, added: card.gone ? true : card.added }
  })
  const placed = new Set(cards.map((card) => card.product.id))
  current.forEach((product, index) => {
    if (placed.has(product.id)) return
    const before = current[index - 1]
    const at = before ? cards.findIndex((card) => card.product.id === before.id) + 1 : 0
    cards.splice(at, 0, { product, gone: false, added: true })
    placed.add(product.id)
    changes.push({ kind: 'added', name: product.name })
  })
  return { cards, changes }
}

/** What the stream tab shows of a post, once per post read (an unchanged read is the same post). */
const postFingerprint = perObject((post: Post) =>
  [JSON.stringify(post.title), ...post.products.map(postProductFingerprint)].join('\n'),
)

/** What the stream tab shows of a read of the post, small enough to compare on every read. */
export function streamFingerprint(data: StreamProducts): string {
  return data.kind === 'post' ? postFingerprint(data.post) : data.kind
}
