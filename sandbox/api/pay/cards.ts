/**
 * What charging a card does, by its number (the test cards of FIXTURES.md, `db.testCards`). A
 * number the sandbox does not know is refused the way the provider refuses a bad number, so only
 * the documented cards ever pay.
 */
import type { Db } from '../../db/db'
import type { CardType } from '../../../src/api/schemas/credit-card'
import type { CardOutcome, TestCardRow } from '../../db/types/wallet'

export interface CardVerdict {
  outcome: CardOutcome
  /** The provider's own error code (GMO's report code), for declines; null: none is given. */
  reportCode: string | null
  message: string
}

/** GMO's error code for a card its issuer declined, which support looks the failure up by. */
export const GMO_DECLINED_REPORT_CODE = '42G020000'

/** GMO's code for a card number it does not know. */
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
        reportCode: declinedReportCode(card),
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

/** The report code GMO gives with a declined test card, or null when its answer carries none. */
export function declinedReportCode(card: TestCardRow): string | null {
  return card.reportCode === undefined ? GMO_DECLINED_REPORT_CODE : card.reportCode
}

/** An `MMYY` expiry that has passed (the card is good through the end of that month). */
export function isExpired(mmyy: string, now: Date): boolean {
  const month = Number(mmyy.slice(0, 2))
  const year = 2000 + Number(mmyy.slice(2, 4))
  return new Date(Date.UTC(year, month, 1)).getTime() <= now.getTime()
}
