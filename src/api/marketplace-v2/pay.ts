/** Marketplace card pay (POST /api/v2/orders/{id}/pay); see ../shared/pay.ts. */
import type { Http } from '../http'
import type { BodyOf } from '../schemas/calls/call'
import { purchaseCalls } from '../schemas/calls/marketplace-v2/purchase'
import { contractSpec } from '../shared/contract-spec'
import { unwrapData } from '../shared/orders'

const call = purchaseCalls.pay

/**
 * Charges a saved GMO card (`card_id`); `redirect_url` is where 3-D Secure returns the browser.
 * Success gives `pay_redirect_url` (go there) or null (settled: re-read the order). Every failure
 * is a result: GMO_PAYMENT_EXCEPTION (declined, with GMO's report code),
 * MISSING_PAYMENT_REDIRECT_URL, a 422, or an unknown outcome (5xx, network).
 */
export async function pay(http: Http, orderId: number, body: BodyOf<typeof call>) {
  const spec = contractSpec('v2.pay', call, { params: { id: orderId }, body })
  return unwrapData(await http.result4xx5xx({ ...spec, errors: call.errorBody }))
}
