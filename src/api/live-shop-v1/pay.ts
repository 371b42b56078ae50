/**
 * Live-shop payment (/api/v1/17shop): card pay (GMO in Japan, PayUni in Taiwan) and PayPay. Every
 * failure is a result; see ../shared/pay.ts for what an unknown outcome means.
 */
import type { Http } from '../http'
import { checked } from '../client/call-spec'
import type { BodyOf } from '../schemas/calls/call'
import { purchaseCalls } from '../schemas/calls/live-shop-v1/purchase'
import { PayRequestSchema, TwCardPayRequestSchema } from '../schemas/requests/pay'
import { contractSpec } from '../shared/contract-spec'
import { unwrapData } from '../shared/orders'

const calls = purchaseCalls

export type LivePayInput = BodyOf<typeof calls.pay>

/**
 * POST orders/{id}/pay. Japan: `{ card_id, redirect_url }` (GMO, as in the marketplace). Taiwan:
 * a saved `credit_card_id`, or `card_number`, `cvc`, `expiry` (MMYY), plus `redirect_url` where
 * PayUni's page returns the browser. Success gives `pay_redirect_url` or null (settled). Failures:
 * GMO_PAYMENT_EXCEPTION, MISSING_PAYMENT_REDIRECT_URL (Japan); PAYUNI_API_ERROR,
 * INTERNAL_API_ERROR (a 5xx: PayUni did not answer), VALIDATION_EXCEPTION (Taiwan).
 */
export async function pay(http: Http, orderId: number, body: LivePayInput) {
  // Checked against its region's own schema, so a bad Taiwan card names its fields.
  const schema = 'card_id' in body ? PayRequestSchema : TwCardPayRequestSchema
  const spec = contractSpec('v1.pay', calls.pay, { params: { id: orderId }, body })
  const checkedBody = checked(schema, body)
  return unwrapData(
    await http.result4xx5xx({ ...spec, body: checkedBody, errors: calls.pay.errorBody }),
  )
}

/**
 * POST orders/{id}/gmo-paypay `{ redirect_url }`: the PayPay page (`form_url`) for an unpaid
 * PayPay order, which returns the browser to `redirect_url`. INVALID_PAYMENT_TYPE when the order
 * is not paid by PayPay; GMO_PAYMENT_EXCEPTION when GMO refuses (the payment deadline passed).
 */
export function payWithPaypay(
  http: Http,
  orderId: number,
  body: BodyOf<typeof calls.payWithPaypay>,
) {
  const spec = contractSpec('v1.payWithPaypay', calls.payWithPaypay, {
    params: { id: orderId },
    body,
  })
  return http.result4xx5xx({ ...spec, errors: calls.payWithPaypay.errorBody })
}
