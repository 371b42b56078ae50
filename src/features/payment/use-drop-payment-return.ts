import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { withoutPaymentReturn } from './payment-return-search'

/**
 * Drops a provider's return from the address of the page it came back to (a replace, the rest
 * of the query kept), once it has been told to the payment run: a reload or Back must not report
 * the same return again.
 */
export function useDropPaymentReturn() {
  const navigate = useNavigate()
  return useCallback(() => {
    void navigate({ to: '.', search: withoutPaymentReturn, replace: true, resetScroll: false })
  }, [navigate])
}
