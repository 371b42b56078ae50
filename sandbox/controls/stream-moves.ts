import type { Db } from '../db/db'
import { salableStatus, skusOf } from '../db/rules/sku-state'
import type { PostRow, ProductRow } from '../db/types/catalog'
import { setPostProducts } from '../api/seller/post-products'

/** What a seller does to a post while streaming, as the stream control takes it. */
export type StreamMove =
  | { do: 'add'; product: number; position?: number }
  | { do: 'remove'; product: number }
  | { do: 'sellOut'; product: number; sku?: number }
  | { do: 'restock'; product: number; sku?: number; stock?: number }
  | { do: 'openSale'; product: number; at?: Date }
  | { do: 'closeSale'; product: number; at?: Date }

/** Why a move could not be made, said back to the caller of the control. */
export class MoveRefused extends Error {}

const shownIds = (post: PostRow) =>
  post.products
    .filter((entry) => entry.status !== 'deleted')
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.product_id)

function productOf(db: Db, post: PostRow, id: number): ProductRow {
  const product = db.products.get(id)
  if (product?.store_id !== post.store_id)
    throw new MoveRefused(`Product ${id} is not a product of post ${post.id}'s store.`)
  return product
}

function skusToMove(db: Db, product: ProductRow, sku: number | undefined) {
  const live = skusOf(db, product.id).filter((row) => row.deleted_at === null)
  const chosen = sku === undefined ? live : live.filter((row) => row.id === sku)
  if (chosen.length === 0) throw new MoveRefused(`No SKU ${sku} of product ${product.id}.`)
  return chosen
}

/** The post's word follows the stock, as the seller's screen sets it: sold when nothing is left. */
function followStock(db: Db, post: PostRow, product: ProductRow) {
  const entry = post.products.find((row) => row.product_id === product.id)
  if (!entry || entry.status === 'deleted' || entry.status === 'init') return
  entry.status = salableStatus(db, product) === 'sold_out' ? 'sold' : 'selling'
}

/**
 * Makes one move on the post, as the seller's screens and a sale's own clock would: the same
 * post rules as the seller's save (pivot order kept, a removed product kept as `deleted`).
 */
export function makeMove(db: Db, post: PostRow, move: StreamMove): void {
  const product = productOf(db, post, move.product)
  const ids = shownIds(post)
  switch (move.do) {
    case 'add': {
      if (ids.includes(product.id)) return
      const at = Math.min(Math.max((move.position ?? ids.length + 1) - 1, 0), ids.length)
      setPostProducts(db, post, [...ids.slice(0, at), product.id, ...ids.slice(at)])
      return
    }
    case 'remove':
      setPostProducts(
        db,
        post,
        ids.filter((id) => id !== product.id),
      )
      return
    case 'sellOut':
      for (const sku of skusToMove(db, product, move.sku)) {
        sku.sold_quantity += Math.max(0, sku.stock)
        sku.stock = 0
      }
      followStock(db, post, product)
      return
    case 'restock':
      for (const sku of skusToMove(db, product, move.sku)) sku.stock = move.stock ?? 10
      followStock(db, post, product)
      return
    case 'openSale': {
      product.sale_started_at = (move.at ?? db.now()).toISOString()
      if (
        product.sale_ended_at !== null &&
        Date.parse(product.sale_ended_at) <= Date.parse(product.sale_started_at)
      )
        product.sale_ended_at = null
      // The liver starting to sell a product announced in the stream.
      const entry = post.products.find((row) => row.product_id === product.id)
      if (entry?.status === 'init') entry.status = 'selling'
      return
    }
    case 'closeSale':
      product.sale_ended_at = (move.at ?? db.now()).toISOString()
      return
  }
}
