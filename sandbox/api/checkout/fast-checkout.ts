import type { FastCheckoutRequest } from '../../../src/api/schemas/requests/fast-checkout'
import type { FastCheckoutResponse } from '../../../src/api/schemas/responses/fast-checkout'
import type { Db } from '../../db/db'
import { boughtQuantity, quantityProblem, skuProblem } from '../../db/rules/sku-state'
import type { StoreRow } from '../../db/types/catalog'
import type { Owner } from '../../db/types/people'
import { fail } from '../../http/errors'
import { validationError } from '../../http/validate'
import { messages } from '../cart/add-to-cart'

/**
 * Where the sandbox's stand-in for an enterprise store's own checkout page lives: among the fake
 * provider pages, which the app's one redirect rule lets the browser open on its own origin.
 */
export const ENTERPRISE_CHECKOUT_PATH = '/__sandbox/pay/enterprise-checkout'

/**
 * POST enterprise/stores/{id}/fast-checkout: an enterprise store (`enable_enterprise`, fixture
 * 203) sells through its own site, so the SKUs are checked as adding them to a cart would be and
 * the buyer is sent there. Nothing is ordered or reserved here; the store's site does that.
 * The URL is on the provider pages' origin: the sandbox's own (https when the sandbox is reached
 * over https), or the one a test set (docs/sandbox.md#provider-pages-on-another-host).
 */
export function fastCheckout(
  db: Db,
  owner: Owner,
  store: StoreRow,
  body: FastCheckoutRequest,
  origin: string,
): FastCheckoutResponse {
  if (!store.enable_enterprise) fail(403, 'FORBIDDEN', 'This store has no fast checkout.')
  const stream = db.streams.get(body.stream_id)
  if (stream?.liver_id !== store.liver_id)
    throw validationError({ stream_id: ['Not a stream of this store.'] })
  body.skus.forEach((line, i) => {
    const sku = db.skus.get(line.id)
    const product = sku && db.products.get(sku.product_id)
    if (!sku || product?.store_id !== store.id)
      throw validationError({ [`skus.${i}.id`]: ['Not a SKU of this store.'] })
    const problem =
      skuProblem(db, sku) ??
      quantityProblem(product, sku, line.quantity, boughtQuantity(db, owner, product.id))
    if (problem) fail(400, problem, messages[problem])
  })
  const query = new URLSearchParams({
    store: String(store.id),
    stream: String(stream.id),
    skus: body.skus.map((line) => `${line.id}x${line.quantity}`).join(','),
  })
  return { redirect_url: `${origin}${ENTERPRISE_CHECKOUT_PATH}?${query.toString()}` }
}
