import type { PostProduct } from '../../../api/schemas/product'
import { addBlockOf } from '../../product/product-rules'

/**
 * The SKUs quick purchase offers: those of the stream's products that could be added to a cart
 * right now by a buyer who has said they are an adult. Adult products are left to their own
 * page, where the age question is asked.
 */
export function fastCheckoutChoices(products: readonly PostProduct[]) {
  const grownUp = { status: 'grown_up' as const, confirmedAdult: true }
  return products
    .filter((product) => !product.adult_warning)
    .flatMap((product) =>
      product.skus
        .filter((sku) => addBlockOf(product, sku, grownUp, product.status) === null)
        .map((sku) => ({ product, sku })),
    )
}

/** What a quantity field says: none when empty, zero or not a number, else at most `max`. */
export function quantityOfField(value: string, max: number): number {
  const typed = Math.trunc(Number(value))
  return Number.isFinite(typed) && typed > 0 ? Math.min(typed, max) : 0
}
