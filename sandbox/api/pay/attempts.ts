/**
 * Payment attempts: one row per try at charging an order (GET /__sandbox/orders lists them). Two
 * `paid` attempts on one order would be a double charge; the rules below make that impossible:
 * an order already paid is never charged again, and a provider page left open by an earlier try
 * is closed (`canceled`) when a new try starts.
 */
import type { Db } from '../../db/db'
import { paymentAttemptsOf } from '../../db/queries'
import type { OrderRow, PaymentAttemptRow } from '../../db/types/commerce'
import { isAwaitingPayment, markFailed, markPaid, updatePayment } from '../orders/transitions'

type NewAttempt = Pick<PaymentAttemptRow, 'outcome' | 'detail'> &
  Partial<Pick<PaymentAttemptRow, 'return_to'>>

export function recordAttempt(db: Db, order: OrderRow, attempt: NewAttempt): PaymentAttemptRow {
  const row: PaymentAttemptRow = {
    id: db.nextId('paymentAttempts'),
    order_id: order.id,
    type: order.payment.type,
    created_at: db.nowIso(),
    ...attempt,
  }
  db.paymentAttempts.set(row.id, row)
  return row
}

/** Closes the provider pages an earlier try left open, so only the newest one can settle. */
export function closeOpenAttempts(db: Db, order: OrderRow, why: string): void {
  for (const attempt of paymentAttemptsOf(db, order.id)) {
    if (attempt.outcome === 'redirected')
      Object.assign(attempt, { outcome: 'canceled', detail: why })
  }
}

/** Sends the browser to a provider page: the payment waits for the buyer's approval there. */
export function startRedirect(
  db: Db,
  order: OrderRow,
  detail: string,
  return_to: PaymentAttemptRow['return_to'],
): PaymentAttemptRow {
  closeOpenAttempts(db, order, 'Replaced by a newer payment attempt.')
  updatePayment(db, order, { status: 'approving' })
  return recordAttempt(db, order, { outcome: 'redirected', detail, return_to })
}

export type PageDecision = 'paid' | 'declined' | 'canceled'

/**
 * What a provider page's button does to its attempt and order. Only an open (`redirected`)
 * attempt on an order still awaiting payment changes anything; anything else answers the
 * attempt's outcome as it stands, so a second click or a stale tab never charges twice.
 */
export function settleRedirect(
  db: Db,
  attempt: PaymentAttemptRow,
  decision: PageDecision,
): PaymentAttemptRow['outcome'] {
  const order = db.orders.get(attempt.order_id)
  if (attempt.outcome !== 'redirected' || !order) return attempt.outcome
  if (!isAwaitingPayment(order)) {
    const why = order.payment.status === 'paid' ? 'already paid' : order.status
    Object.assign(attempt, { outcome: 'canceled', detail: `The order is ${why}; nothing charged.` })
    return attempt.outcome
  }
  attempt.outcome = decision
  if (decision === 'paid') markPaid(db, order)
  else markFailed(db, order)
  return decision
}
