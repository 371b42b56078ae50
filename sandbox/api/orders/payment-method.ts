/**
 * PUT orders/{id}/payment-method, for unpaid orders only. The order switches to another payment the
 * store takes and starts that payment afresh; a provider page left open by the old method is
 * closed. Cash on delivery is refused both ways: it comes with its own shipping type, chosen at
 * checkout, and an order cannot change how it ships here.
 */
import {
  LIVE_JP_CHECKOUT_PAYMENT_TYPES,
  MARKETPLACE_CHECKOUT_PAYMENT_TYPES,
  TW_CHECKOUT_PAYMENT_TYPE,
  type PaymentType,
} from '../../../src/api/schemas/payment-types'
import type { Db } from '../../db/db'
import { paymentSettingsOf } from '../../db/queries'
import { paymentFee } from '../../db/rules/pricing'
import type { OrderRow } from '../../db/types/commerce'
import { validationError } from '../../http/validate'
import { closeOpenAttempts } from '../pay/attempts'
import { isAwaitingPayment, updatePayment } from './transitions'

/** What the order's storefront offers (PayPay is the live shop's; Taiwan pays by PayUni only). */
function offered(db: Db, order: OrderRow): readonly PaymentType[] {
  if (order.region === 'TW') return [TW_CHECKOUT_PAYMENT_TYPE]
  return db.stores.get(order.store_id)?.kind === 'live'
    ? LIVE_JP_CHECKOUT_PAYMENT_TYPES
    : MARKETPLACE_CHECKOUT_PAYMENT_TYPES
}

const refuse = (message: string) => validationError({ payment_type: [message] })

/** PayPay's payment window, as the seeded PayPay order has it. */
const PAYPAY_WINDOW_MS = 24 * 3_600_000

export function changePaymentMethod(db: Db, order: OrderRow, type: PaymentType): void {
  if (!isAwaitingPayment(order))
    throw refuse(
      `The order is ${order.payment.status === 'paid' ? 'paid' : order.status}; its payment method cannot change.`,
    )
  if (type === order.payment.type) return
  if (type === 'custom_cod' || order.payment.type === 'custom_cod')
    throw refuse('Cash on delivery is chosen with its shipping at checkout.')
  const setting = paymentSettingsOf(db, order.store_id).find(
    (row) => row.type === type && row.enabled,
  )
  if (!setting || !offered(db, order).includes(type))
    throw refuse(`This store does not take ${type}.`)

  closeOpenAttempts(db, order, 'The payment method changed.')
  order.payment_fee = paymentFee(setting)
  order.total_amount = order.amount + order.shipping_fee + order.payment_fee
  updatePayment(db, order, {
    type,
    // A card waits for its first try; a convenience store or PayPay waits for the buyer.
    status: type === 'gmo_cvs' || type === 'gmo_paypay' ? 'pending' : 'init',
    expire_at:
      type === 'gmo_paypay' ? new Date(db.now().getTime() + PAYPAY_WINDOW_MS).toISOString() : null,
    paid_at: null,
    amount: order.total_amount,
    account: null,
  })
}
