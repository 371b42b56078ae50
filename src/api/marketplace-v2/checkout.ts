/** Marketplace checkout (POST /api/v2/checkout): the selected cart items become one order. */
import type { Http } from '../http'
import type { BodyOf } from '../schemas/calls/call'
import { purchaseCalls } from '../schemas/calls/marketplace-v2/purchase'
import { contractSpec } from '../shared/contract-spec'
import { postCheckout, type CheckoutResult } from '../shared/checkout'

const call = purchaseCalls.checkout

export type CheckoutInput = BodyOf<typeof call>

/** The new order's id, or a typed failure (src/api/shared/checkout.ts says which). */
export function checkout(http: Http, body: CheckoutInput): Promise<CheckoutResult> {
  return postCheckout(http, {
    ...contractSpec('v2.checkout', call, { body }),
    errors: call.errorBody,
  })
}
