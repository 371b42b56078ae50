/**
 * What charging a card does, by its number (the test cards of FIXTURES.md, `db.testCards`). A
 * number the sandbox does not know is refused the way the provider refuses a bad number, so only
 * the documented cards ever pay.
 */
import type { Db } from '../../db/db'
import type { CardType } from '../../../src/api/schemas/credit-card'
import type { CardOutcome } from '../../db/types/wallet'
import { GMO_DECLINED_REPORT_CODE } from '../checkout/payment-source'

export interface CardVerdict {
  outcome: CardOutcome
  /** The provider's own error code (GMO's report code), for declines. */
  reportCode: string | null
  message: string
}

/** GMO's code for a card number it does not know (the declined code is checkout's too). */
export const GMO_UNKNOWN_CARD = '42G650000'

export function cardVerdict(db: Db, provider: CardType, cardNumber: string): CardVerdict {
  const card = db.testCards.get(cardNumber)
  if (!card || card.provider !== provider) {
    return {
      outcome: 'declined',
      reportCode: GMO_UNKNOWN_CARD,
      message: 'The card number is not accepted.',
    }
  }
  switch (card.outcome) {
    case 'declined':
      return {
        outcome: 'declined',
        reportCode: GMO_DECLINED_REPORT_CODE,
        message: 'The card was declined.',
      }
    case 'provider_error':
      return {
        outcome: 'provider_error',
        reportCode: null,
        message: 'The card provider did not answer.',
      }
    default:
      return { outcome: card.outcome, reportCode: null, message: card.note }
  }
}

/** An `MMYY` expiry that has passed (the card is good through the end of that month). */
export function isExpired(mmyy: string, now: Date): boolean {
  const month = Number(mmyy.slice(0, 2))
  const year = 2000 + Number(mmyy.slice(2, 4))
  return new Date(Date.UTC(year, month, 1)).getTime() <= now.getTime()
}
