import { useEffect, useEffectEvent } from 'react'
import type { PaymentReturn } from './payment-return-search'

/**
 * An order page's part of a provider's return: the payment run below it is told first (a child's
 * effect runs before its parent's), then `clear` drops the return from the address, so a reload
 * or Back does not report it again.
 */
export function useDropPaymentReturn(returned: PaymentReturn, clear: () => void) {
  const returnedNow = returned.payment === 'returned'
  const clearNow = useEffectEvent(clear)
  useEffect(() => {
    if (returnedNow) clearNow()
  }, [returnedNow])
}
