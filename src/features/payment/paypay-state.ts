import type { Order } from '../../api/schemas/order'

export type PaypayState =
  /** Not a PayPay order: nothing to do here. */
  | 'not-paypay'
  | 'paid'
  /** Canceled, refunded or otherwise closed: it can no longer be paid. */
  | 'closed'
  /** Unpaid, by PayPay: the buyer may start (or restart) PayPay. */
  | 'payable'

/** What the PayPay page offers for an order. */
export function paypayStateOf(order: Pick<Order, 'status' | 'payment'>): PaypayState {
  const payment = order.payment
  if (payment?.type !== 'gmo_paypay') return 'not-paypay'
  if (payment.status === 'paid') return 'paid'
  if (order.status === 'unpaid' && payment.status !== 'refunded') return 'payable'
  return 'closed'
}
