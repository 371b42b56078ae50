import type { PostProduct, Product } from '../../api/schemas/product'

const timeOf = (date: Date | null) => (date ? date.getTime() : '')

/**
 * What of a product a live page shows and a seller or the clock changes while it is open: its
 * name and prices, whether and how much of it can be bought, its sale window and its SKUs' stock.
 * Equal fingerprints render the same, so a page comparing them instead of the whole answer (a
 * post of 10,000 products is some 7 MB of JSON) pays a few bytes per product for a read that
 * changed nothing.
 */
export function productFingerprint(product: Product): string {
  const skus = product.skus
    .map((sku) => `${sku.id}:${sku.available_quantity}:${sku.salable_quantity}:${sku.price}`)
    .join(',')
  return [
    product.id,
    // Quoted: a seller's name may hold the separator.
    JSON.stringify(product.name),
    product.min_price,
    product.max_price,
    product.salable_status,
    product.available_quantity,
    timeOf(product.sale_started_at),
    timeOf(product.sale_ended_at),
    product.cover_image_id ?? '',
    product.images.length,
    skus,
  ].join('|')
}

/** A product of a stream post: also where the post holds it and its status there. */
export const postProductFingerprint = (product: PostProduct): string =>
  `${product.pivot.order}|${product.status}|${productFingerprint(product)}`
