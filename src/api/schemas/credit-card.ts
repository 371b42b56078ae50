/** Saved cards. Only the masked number ever comes back; the card itself stays with GMO. */
import * as v from 'valibot'
import { IdSchema } from './common'
import { CARD_TYPES } from './payment-types'

export const CreditCardSchema = v.object({ id: IdSchema, masked_card_no: v.string() })
export type CreditCard = v.InferOutput<typeof CreditCardSchema>

/** Card providers a saved card may belong to (payment-types.ts). */
export const CardTypeSchema = v.picklist(CARD_TYPES)
export type CardType = v.InferOutput<typeof CardTypeSchema>

/** What the card is for: a seller's subscription or a buyer's purchases. */
export const CARD_APPLICATIONS = ['seller_subscription', 'buyer_general'] as const
export const CardApplicationSchema = v.picklist(CARD_APPLICATIONS)
export type CardApplication = v.InferOutput<typeof CardApplicationSchema>

/** Query of GET /credit-cards: the card type (its payment type), `application=buyer_general`. */
export const CreditCardListQuerySchema = v.object({
  type: CardTypeSchema,
  application: v.optional(CardApplicationSchema),
})
export type CreditCardListQuery = v.InferOutput<typeof CreditCardListQuerySchema>
