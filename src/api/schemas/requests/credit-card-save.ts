/**
 * POST /credit-cards: saves a card GMO has already tokenised in the browser. The card
 * number never reaches the API; only GMO's token and what GMO reports about the card. The keys
 * are camelCase because they are GMO's token result passed through.
 */
import * as v from 'valibot'
import { NonEmptyStringSchema } from '../common'
import { CardApplicationSchema } from '../credit-card'
import { TOKENISED_CARD_TYPE } from '../payment-types'

export const CreditCardSaveRequestSchema = v.object({
  type: v.literal(TOKENISED_CARD_TYPE),
  application: CardApplicationSchema,
  maskedCardNo: NonEmptyStringSchema,
  /** GMO's expiry, `YYYYMM`. */
  toBeExpiredAt: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Expiry must be YYYYMM')),
  isSecurityCodeSet: v.boolean(),
  token: NonEmptyStringSchema,
})
export type CreditCardSaveRequest = v.InferOutput<typeof CreditCardSaveRequestSchema>
