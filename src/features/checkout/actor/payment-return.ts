import { useEffect, useEffectEvent } from 'react'
import { useSelector } from '@xstate/react'
import { stepOfSnapshot, useCheckoutActor } from './checkout-context'
import type { PaymentActor } from '../../payment/payment-actor'
import { providerReturnOf, type PaymentReturn } from '../../payment/payment-return-search'
import { useDropPaymentReturn } from '../../payment/use-drop-payment-return'
import type { CheckoutStep } from '../../../../machines/checkout/checkout-steps'

/**
 * On the done (or confirming) page of `orderId`: when the URL says a provider sent the buyer back,
 * hands the return over to the payment machine, which judges whether it is its run's (the order it
 * names, while it waits at the provider) and then re-reads the order, which alone decides. Then it
 * drops the parameters from the address (a replace), so a reload or Back does not report the
 * return again.
 */
export function usePaymentReturn(
  orderId: string,
  search: PaymentReturn,
  /** The step the provider returns to: done, or the shop's confirming step. */
  step: CheckoutStep = 'done',
) {
  const actor = useCheckoutActor()
  const onStep = useSelector(actor, (s) => stepOfSnapshot(s) === step)
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined)
  const returned = providerReturnOf(search, Number(orderId))
  const returnedOrder = returned?.orderId ?? null
  const outcome = returned?.outcome ?? null
  const clearNow = useEffectEvent(useDropPaymentReturn())

  // Follows the URL: the provider's page sent the buyer back to this address, saying so.
  useEffect(() => {
    // Off this step the step hook moves the page (and its URL) anyway.
    if (returnedOrder === null || !onStep) return
    payment?.send({ type: 'payment.returned', orderId: returnedOrder, outcome })
    clearNow()
  }, [returnedOrder, onStep, payment, outcome])
}
