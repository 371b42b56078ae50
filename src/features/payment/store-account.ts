import type { StorePaymentAccount } from '../../../machines/payment/payment-types'

/**
 * Where and by when to pay at the store, from the order's payment (its `account` is free-form in
 * the contract): null until the account exists or when it lacks the receipt number.
 */
export function storeAccountOf(payment: {
  account?: Record<string, unknown> | null | undefined
  expire_at: Date | null
}): StorePaymentAccount | null {
  const account = payment.account
  if (!account) return null
  const text = (key: string) => {
    const value = account[key]
    return typeof value === 'string' && value !== '' ? value : null
  }
  const receipt = text('receipt_no')
  const code = text('convenience_code')
  if (receipt === null || code === null) return null
  return {
    convenience_code: code,
    receipt_no: receipt,
    conf_no: text('conf_no'),
    expire_at: payment.expire_at?.toISOString() ?? null,
  }
}
