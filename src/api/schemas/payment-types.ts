/**
 * Payment types as the wire spells them: the one place the API layer names them (the machines'
 * table, machines/payment/payment-methods.ts, says what each is; test/machines/payment-methods.test.ts
 * keeps the two the same). Four move money through a provider; a store's payment setting may also
 * be cash on delivery, and an order paid on delivery still carries a payment of that type, so
 * orders, settings and checkout share the full list of five.
 */
import * as v from 'valibot'

export const PAYMENT_TYPES = [
  'custom_cod',
  'gmo_credit',
  'gmo_cvs',
  'gmo_paypay',
  'payuni_credit',
] as const
export const PaymentTypeSchema = v.picklist(PAYMENT_TYPES)
export type PaymentType = v.InferOutput<typeof PaymentTypeSchema>

/** What a marketplace (JP) checkout may choose: PayPay is offered in the live shop only. */
export const MARKETPLACE_CHECKOUT_PAYMENT_TYPES = ['custom_cod', 'gmo_credit', 'gmo_cvs'] as const
/** The live shop in Japan also takes PayPay. */
export const LIVE_JP_CHECKOUT_PAYMENT_TYPES = [
  ...MARKETPLACE_CHECKOUT_PAYMENT_TYPES,
  'gmo_paypay',
] as const
/** Taiwan pays by PayUni card only. */
export const TW_CHECKOUT_PAYMENT_TYPE = 'payuni_credit' as const

/** Card providers a saved card may belong to: GMO (JP) or PayUni (TW, live shop only). */
export const CARD_TYPES = ['gmo_credit', TW_CHECKOUT_PAYMENT_TYPE] as const
/** The card type POST /credit-cards saves: a card GMO's script tokenised in the browser. */
export const TOKENISED_CARD_TYPE = 'gmo_credit' as const
