/**
 * How an order's status and payment move (docs/entities.md#statuses), in one place for the pay
 * routes, the fake provider pages and the unpaid-order actions: every order status change is
 * written to the order's history (from/to), every payment change stamps `payment.updated_at`.
 */
import type { Db } from '../../db/db'
import type { OrderPaymentRow, OrderRow, OrderStatus } from '../../db/types/commerce'

export function moveOrder(db: Db, order: OrderRow, to: OrderStatus): void {
  if (order.status === to) return
  order.histories.push({ from: order.status, to, created_at: db.nowIso() })
  order.status = to
}

export function updatePayment(
  db: Db,
  order: OrderRow,
  changes: Partial<Omit<OrderPaymentRow, 'updated_at'>>,
): void {
  Object.assign(order.payment, changes, { updated_at: db.nowIso() })
}

/** Waiting for the buyer's money: unpaid, and nothing paid or refunded yet. */
export function isAwaitingPayment(order: OrderRow): boolean {
  return (
    order.status === 'unpaid' &&
    order.payment.status !== 'paid' &&
    order.payment.status !== 'refunded'
  )
}

/** The charge went through: the payment is paid and the order waits to be shipped. */
export function markPaid(db: Db, order: OrderRow, info: OrderPaymentRow['info'] = {}): void {
  updatePayment(db, order, {
    status: 'paid',
    paid_at: db.nowIso(),
    info: { ...order.payment.info, ...info },
  })
  moveOrder(db, order, 'undelivered')
}

/** The provider said no: the payment failed and the order stays unpaid, so another try may follow. */
export function markFailed(db: Db, order: OrderRow): void {
  updatePayment(db, order, { status: 'failed' })
}
