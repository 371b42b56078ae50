/** Answers of checkout and payment calls. */
import * as v from 'valibot'
import { dataOf, IdSchema, UrlSchema } from '../common'

/** POST /checkout: the new order's id. */
export const CheckoutResponseSchema = v.object({ id: IdSchema })
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>

/**
 * POST /orders/{id}/pay: where the browser goes next (3-D Secure or the provider's page, which
 * returns to the `redirect_url` sent). null when the payment settled without a redirect; the
 * caller then re-reads the order.
 */
export const PayResponseSchema = dataOf(v.object({ pay_redirect_url: v.nullable(UrlSchema) }))
export type PayResponse = v.InferOutput<typeof PayResponseSchema>

/** POST /orders/{id}/gmo-paypay: the PayPay form page to send the browser to. */
export const PaypayResponseSchema = v.object({ form_url: UrlSchema })
export type PaypayResponse = v.InferOutput<typeof PaypayResponseSchema>
