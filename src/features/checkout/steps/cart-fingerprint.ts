import type { Cart } from '../../../api/schemas/cart'
import { perObject } from '../../../lib/per-object'

/**
 * What the products step shows of a read of the cart and the stream moves while it is open: each
 * line's quantity, price, names, stock and marks (sold out, off sale). Small enough to compare
 * on every read, so a read that changed nothing renders nothing; made once per cart read.
 */
export const cartFingerprint = perObject((cart: Cart): string =>
  cart.items
    .map((item) =>
      JSON.stringify([
        item.id,
        item.quantity,
        item.price,
        item.product_name,
        item.sku_name,
        item.buyer_purchasable_limit,
        item.sku.available_quantity,
        item.status_changes ?? null,
      ]),
    )
    .join('\n'),
)
