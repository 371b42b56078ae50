import type { Db } from '../../db/db'
import { paymentSettingsOf, shippingSettingsOf } from '../../db/queries'
import { salableStatus, skusOf } from '../../db/rules/sku-state'
import type { PostProductStatus, PostRow, StoreRow } from '../../db/types/catalog'
import { fail } from '../../http/errors'
import { validationError, type FieldErrors } from '../../http/validate'
import { isVisibleToBuyers } from '../catalog/product-list'

/**
 * The rules of a post's product list (PUT /posts/{id}, POST /stores/{id}/posts), checked in the
 * order a server would: every product must be the store's own and not deleted (422
 * VALIDATION_EXCEPTION per offending position), the store must be able to take payment and ship
 * (STORE_PAYMENT_SHIPPING_UNSET), and no product may be oversold (NEGATIVE_STOCK_EXCEPTION).
 */
export function checkPostProducts(db: Db, store: StoreRow, productIds: readonly number[]): void {
  const fields: FieldErrors = {}
  productIds.forEach((id, index) => {
    const product = db.products.get(id)
    if (product?.store_id !== store.id || !isVisibleToBuyers(db, product)) {
      fields[`product_ids.${index}`] = [`Product ${id} is not a product of this store.`]
    }
  })
  if (Object.keys(fields).length > 0) throw validationError(fields)
  if (productIds.length === 0) return

  const ready =
    paymentSettingsOf(db, store.id).some((row) => row.enabled) &&
    shippingSettingsOf(db, store.id).some((row) => row.enabled)
  if (!ready)
    fail(
      400,
      'STORE_PAYMENT_SHIPPING_UNSET',
      'Set up payment and shipping before selling in a post.',
    )

  const oversold = productIds.filter((id) =>
    skusOf(db, id).some((sku) => sku.deleted_at === null && sku.stock < 0),
  )
  if (oversold.length > 0) {
    fail(400, 'NEGATIVE_STOCK_EXCEPTION', 'A product has negative stock.', {
      product_ids: oversold,
    })
  }
}

/** A product put on a post is on sale at once, or sold if it has nothing left. */
function freshStatus(db: Db, productId: number): PostProductStatus {
  const product = db.products.get(productId)
  return product && salableStatus(db, product) === 'sold_out' ? 'sold' : 'selling'
}

/**
 * Makes `productIds` the post's products, in that order (pivot order 1, 2, ...). Products that
 * stay keep their status; products left out are kept as `deleted` (hidden from every view) after
 * the others, and come back fresh if added again.
 */
export function setPostProducts(db: Db, post: PostRow, productIds: readonly number[]): void {
  const previous = new Map(post.products.map((entry) => [entry.product_id, entry.status]))
  const kept = productIds.map((product_id, index) => {
    const status = previous.get(product_id)
    return {
      product_id,
      order: index + 1,
      status: status && status !== 'deleted' ? status : freshStatus(db, product_id),
    }
  })
  const staying = new Set(productIds)
  const dropped = post.products
    .filter((entry) => !staying.has(entry.product_id))
    .map((entry, index) => ({
      product_id: entry.product_id,
      order: kept.length + index + 1,
      status: 'deleted' as const,
    }))
  post.products = [...kept, ...dropped]
}

/**
 * DELETE /posts/{id}/products/{productId}: the rest keep their order. Idempotent: a product that
 * is not on the post (a double click, a retry after a lost answer) leaves the post as it is.
 */
export function removePostProduct(db: Db, post: PostRow, productId: number): void {
  const remaining = post.products
    .filter((entry) => entry.status !== 'deleted')
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.product_id)
  if (remaining.includes(productId))
    setPostProducts(
      db,
      post,
      remaining.filter((id) => id !== productId),
    )
}
