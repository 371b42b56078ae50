/**
 * Live-shop checkout and fast checkout (/api/v1/17shop). One checkout path takes the JP body
 * (PayPay allowed, the stream bought from) or the Taiwan body (home delivery, PayUni card).
 */
import type { Http } from '../http'
import { checked } from '../client/call-spec'
import type { BodyOf } from '../schemas/calls/call'
import { liveShopV1Calls } from '../schemas/calls/live-shop-v1'
import { contractSpec } from '../shared/contract-spec'
import { liveCheckoutSchemaOf } from '../shared/checkout-body'
import { postCheckout, type CheckoutResult } from '../shared/checkout'

const calls = liveShopV1Calls

export type LiveCheckoutInput = BodyOf<typeof calls.checkout>

/** The new order's id, or a typed failure; the body is checked against its region's schema. */
export function checkout(http: Http, body: LiveCheckoutInput): Promise<CheckoutResult> {
  const spec = contractSpec('v1.checkout', calls.checkout, { body })
  return postCheckout(http, {
    ...spec,
    body: checked(liveCheckoutSchemaOf(body), body),
    errors: calls.checkout.errorBody,
  })
}

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
