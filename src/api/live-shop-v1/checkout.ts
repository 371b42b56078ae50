/**
 * Live-shop checkout (/api/v1/17shop). One checkout path takes the JP body (PayPay allowed, the
 * stream bought from) or the Taiwan body (home delivery, PayUni card). Fast checkout, which the
 * storefront offers, is in ./fast-checkout.ts.
 */
import type { Http } from '../http'
import { checked } from '../client/call-spec'
import type { BodyOf } from '../schemas/calls/call'
import { purchaseCalls } from '../schemas/calls/live-shop-v1/purchase'
import { contractSpec } from '../shared/contract-spec'
import { liveCheckoutSchemaOf } from '../shared/checkout-body'
import { postCheckout, type CheckoutResult } from '../shared/checkout'

const calls = purchaseCalls

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
