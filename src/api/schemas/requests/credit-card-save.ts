/**
 * POST /credit-cards: saves a card GMO has already tokenised in the browser. The card
 * number never reaches the API; only GMO's token and what GMO reports about the card. The keys
 * are camelCase because they are GMO's token result passed through.
 */
import * as v from 'valibot'
import { NonEmptyStringSchema } from '../common'
import { CardApplicationSchema } from '../credit-card'

export const CreditCardSaveRequestSchema = v.object({
  type: v.literal('gmo_credit'),
  application: CardApplicationSchema,
  maskedCardNo: NonEmptyStringSchema,
  /** GMO's expiry, `YYYYMM`. */
  toBeExpiredAt: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Expiry must be YYYYMM')),
  isSecurityCodeSet: v.boolean(),
  token: NonEmptyStringSchema,
})
export type CreditCardSaveRequest = v.InferOutput<typeof CreditCardSaveRequestSchema>
