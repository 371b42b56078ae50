import { CARD_TYPES } from '../../../src/api/schemas/payment-types'
import type { OrderPaymentRow } from '../types/commerce'
import type { PaymentType } from '../types/settings'

/** PayPay's payment window, as the seeded PayPay order has it. */
export const PAYPAY_WINDOW_MS = 24 * 3_600_000

/**
 * How a payment of this type starts (at checkout, or when an unpaid order switches method): a
 * card waits for its first try (init); a convenience store, PayPay or cash on delivery waits for
 * the buyer (pending), PayPay within its window.
 */
export function paymentStart(
  type: PaymentType,
  now: Date,
): Pick<OrderPaymentRow, 'status' | 'expire_at'> {
  const waitsForBuyer = !CARD_TYPES.some((card) => card === type)
  const expire_at =
    type === 'gmo_paypay' ? new Date(now.getTime() + PAYPAY_WINDOW_MS).toISOString() : null
  return { status: waitsForBuyer ? 'pending' : 'init', expire_at }
}
