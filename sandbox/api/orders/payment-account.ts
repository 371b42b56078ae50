/**
 * POST orders/{id}/payment-account/generate `{ id }` (a convenience-store payee of the buyer):
 * GMO issues what the buyer takes to the counter (the chain, a receipt number and a confirmation
 * number) and a deadline; the payment is pending until then. Asking again for the same payee
 * before the deadline answers the same account (no second receipt); another payee gets a new one.
 */
import { CONVENIENCE_STORES } from '../../../src/api/schemas/cvs-payee'
import type { Db } from '../../db/db'
import type { OrderRow } from '../../db/types/commerce'
import { validationError } from '../../http/validate'
import { recordAttempt } from '../pay/attempts'
import { isAwaitingPayment, updatePayment } from './transitions'

/** How long the buyer has to pay at the counter. */
export const CVS_WINDOW_MS = 3 * 86_400_000

export function generatePaymentAccount(db: Db, order: OrderRow, payeeId: number): void {
  if (order.payment.type !== 'gmo_cvs')
    throw validationError({
      payment_type: ['Only a convenience-store payment has a payment account.'],
    })
  if (!isAwaitingPayment(order))
    throw validationError({ order: [`The order is ${order.status}; it has nothing left to pay.`] })
  const payee = db.cvsPayees.get(payeeId)
  if (!payee || payee.owner !== order.owner)
    throw validationError({ id: ['The selected id is invalid.'] })

  const { account, expire_at } = order.payment
  const open = expire_at !== null && Date.parse(expire_at) > db.now().getTime()
  if (account && open && account.payee_id === String(payee.id)) return

  const attempt = recordAttempt(db, order, { outcome: 'pending', detail: null })
  const receipt = `${String(order.id).padStart(6, '0')}${String(attempt.id).padStart(6, '0')}`
  attempt.detail = `${payee.name} receipt ${receipt}`
  updatePayment(db, order, {
    status: 'pending',
    expire_at: new Date(db.now().getTime() + CVS_WINDOW_MS).toISOString(),
    account: {
      payee_id: String(payee.id),
      convenience_code: payee.convenience_code,
      convenience_name: CONVENIENCE_STORES[payee.convenience_code],
      receipt_no: receipt,
      conf_no: String(1000 + (attempt.id % 9000)),
      buyer_name: payee.buyer_name,
    },
  })
}
