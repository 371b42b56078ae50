/** Paying for an order, and changing how an unpaid order is paid (only an unpaid one may). */
import * as v from 'valibot'
import { IdSchema, UrlSchema } from '../common'
import { PaymentTypeSchema } from '../payment-types'
import { absent } from './absent'

/** POST /orders/{id}/pay (JP, GMO card): the saved card and where 3-D Secure returns to. */
export const PayRequestSchema = v.object({ card_id: IdSchema, redirect_url: UrlSchema })
export type PayRequest = v.InferOutput<typeof PayRequestSchema>

/** PayUni card number: 13 to 19 digits (the provider checks the rest). */
const CardNumberSchema = v.pipe(
  v.string(),
  v.regex(/^\d{13,19}$/, 'Card number must be 13 to 19 digits'),
)
const CvcSchema = v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'Security code must be 3 or 4 digits'))
/** Expiry as PayUni takes it: `MMYY`. */
const ExpirySchema = v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\d{2}$/, 'Expiry must be MMYY'))

/** POST /orders/{id}/pay (TW, PayUni): a saved card, or a card typed in; never both. */
export const TwCardPayRequestSchema = v.union([
  v.object({
    credit_card_id: IdSchema,
    card_number: absent,
    cvc: absent,
    expiry: absent,
    redirect_url: UrlSchema,
  }),
  v.object({
    credit_card_id: absent,
    card_number: CardNumberSchema,
    cvc: CvcSchema,
    expiry: ExpirySchema,
    redirect_url: UrlSchema,
  }),
])
export type TwCardPayRequest = v.InferOutput<typeof TwCardPayRequestSchema>

/**
 * POST /orders/{id}/gmo-paypay. The API documents no body, but PayPay's form must return somewhere:
 * like card pay, the caller says where.
 */
export const PaypayRequestSchema = v.object({ redirect_url: UrlSchema })
export type PaypayRequest = v.InferOutput<typeof PaypayRequestSchema>

/** PUT /orders/{id}/payment-method: an unpaid order switches to another payment type. */
export const PaymentMethodChangeRequestSchema = v.object({ payment_type: PaymentTypeSchema })
export type PaymentMethodChangeRequest = v.InferOutput<typeof PaymentMethodChangeRequestSchema>

/** POST /orders/{id}/payment-account/generate: `id` of the convenience-store payee to pay as. */
export const PaymentAccountGenerateRequestSchema = v.object({ id: IdSchema })
export type PaymentAccountGenerateRequest = v.InferOutput<
  typeof PaymentAccountGenerateRequestSchema
>
