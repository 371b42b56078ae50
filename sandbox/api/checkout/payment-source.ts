import type { Db } from '../../db/db'
import type { Owner } from '../../db/types/people'
import { fail } from '../../http/errors'
import { validationError } from '../../http/validate'
import type { CheckoutIntent } from './request'

/** GMO's error code for a card its issuer declined, which support looks the failure up by. */
export const GMO_DECLINED_REPORT_CODE = '42G020000'

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
    if (db.testCards.get(card.card_number)?.outcome === 'declined') {
      fail(400, 'GMO_PAYMENT_EXCEPTION', 'The card was declined.', {
        report_code: GMO_DECLINED_REPORT_CODE,
      })
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
