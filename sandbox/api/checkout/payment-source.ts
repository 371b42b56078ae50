import type { Db } from '../../db/db'
import type { Owner } from '../../db/types/people'
import { fail } from '../../http/errors'
import { validationError } from '../../http/validate'
import { declinedReportCode } from '../pay/cards'
import type { CheckoutIntent } from './request'

/**
 * The saved card or convenience-store payee named by `payment_id` must be the buyer's and fit
 * the payment type. A saved card is checked with GMO as the order is placed: one that GMO
 * declines (buyer-jp's card 12) answers GMO_PAYMENT_EXCEPTION and no order is made.
 */
export function checkPaymentSource(db: Db, owner: Owner, intent: CheckoutIntent): void {
  const id = intent.paymentId
  if (id === null) return
  if (intent.paymentType === 'gmo_credit') {
    const card = db.creditCards.get(id)
    if (card?.owner !== owner || card.type !== 'gmo_credit') throw notYours()
    const test = db.testCards.get(card.card_number)
    if (test?.outcome === 'declined') {
      const reportCode = declinedReportCode(test)
      const data = reportCode === null ? undefined : { report_code: reportCode }
      fail(400, 'GMO_PAYMENT_EXCEPTION', 'The card was declined.', data)
    }
    return
  }
  if (intent.paymentType === 'gmo_cvs') {
    if (db.cvsPayees.get(id)?.owner !== owner) throw notYours()
    return
  }
  throw validationError({ payment_id: ['This payment type takes no saved card or payee.'] })
}

const notYours = () =>
  validationError({ payment_id: ['Not one of your saved cards or payees for this payment type.'] })
