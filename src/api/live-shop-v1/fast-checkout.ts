/** Live-shop fast checkout (/api/v1/17shop): what the storefront's quick purchase calls. */
import type { Http } from '../http'
import type { BodyOf } from '../schemas/calls/call'
import { shopCalls as calls } from '../schemas/calls/live-shop-v1/shop'
import { contractSpec } from '../shared/contract-spec'

/**
 * POST enterprise/stores/{id}/fast-checkout: the SKUs go straight to the enterprise store's own
 * checkout page (`redirect_url`). The caller still checks that URL against the payment-host
 * allow-list before leaving the site (docs/reliability.md#redirects). A SKU that cannot be bought
 * comes back typed, with the add-to-cart codes.
 */
export function fastCheckout(http: Http, storeId: number, body: BodyOf<typeof calls.fastCheckout>) {
  const spec = contractSpec('v1.fastCheckout', calls.fastCheckout, {
    params: { id: storeId },
    body,
  })
  return http.result4xx5xx({ ...spec, errors: calls.fastCheckout.errorBody })
}
