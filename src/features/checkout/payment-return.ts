import { useEffect, useEffectEvent } from 'react'
import { useSelector } from '@xstate/react'
import { stepOfSnapshot, useCheckoutActor } from './checkout-context'
import type { PaymentActor } from '../payment/store-payment-form'
import type { PaymentReturn } from '../payment/payment-return-search'
import { useDropPaymentReturn } from '../payment/use-drop-payment-return'
import type { CheckoutStep } from '../../../machines/checkout/checkout-steps'

/**
 * On the done (or confirming) page of `orderId`: when the URL says the provider sent the buyer back for this
 * order and the payment machine waits in `redirecting`, tells it so (it then re-reads the order,
 * which alone decides). Then it drops the parameters from the address (a replace), so a reload or
 * Back does not report the return again.
 */
export function usePaymentReturn(
  orderId: string,
  search: PaymentReturn,
  /** The step the provider returns to: done, or the shop's confirming step. */
  step: CheckoutStep = 'done',
) {
  const actor = useCheckoutActor()
  const onDone = useSelector(actor, (s) => stepOfSnapshot(s) === step)
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined)
  const redirecting = useSelector(payment, (s) => s?.value === 'redirecting')
  const reported = search.payment === 'returned'
  const forThisOrder = reported && String(search.order_id) === orderId
  const outcome = search.outcome ?? null
  const clearNow = useEffectEvent(useDropPaymentReturn())

  // Follows the URL: the provider's page sent the buyer back to this address, saying so.
  useEffect(() => {
    // Off the done step the step hook moves the page (and its URL) anyway.
    if (!reported || !onDone) return
    if (forThisOrder && redirecting && payment?.getSnapshot().context.orderId === Number(orderId)) {
      payment.send({ type: 'payment.returned', outcome })
    }
    clearNow()
  }, [reported, onDone, forThisOrder, redirecting, payment, orderId, outcome])
}
