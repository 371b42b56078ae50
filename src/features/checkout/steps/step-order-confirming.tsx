import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { Order } from '../../../api/schemas/order'
import { useCheckoutActor } from '../actor/checkout-context'
import { usePaymentReturn } from '../actor/payment-return'
import type { PaymentReturn } from '../../payment/payment-return-search'
import type { PaymentActor } from '../../payment/payment-actor'
import { useCheckoutStep } from './use-checkout-step'
import { PaypayPayment } from '../../payment/paypay-payment'
import { OrderItems, OrderTotals } from '../../orders/order-items'

/**
 * The confirming step of a method paid before done (PayPay): the order just placed, its items and
 * total, then the payment machine (the checkout's child) takes the buyer to PayPay and reads the
 * order when they come back. Paid, the machine moves on to the done step.
 */
export function StepOrderConfirming({
  order,
  search,
}: {
  order: Order
  /** What PayPay added to the URL when it sent the buyer back. */
  search: PaymentReturn
}) {
  const actor = useCheckoutActor()
  useCheckoutStep('orderConfirming')
  usePaymentReturn(String(order.id), search, 'orderConfirming')
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined)
  return (
    <section className="order-section" aria-labelledby="checkout-confirming-title">
      <h2 id="checkout-confirming-title">
        <Trans>Confirm your order {order.slug}</Trans>
      </h2>
      <OrderItems order={order} />
      <OrderTotals order={order} />
      {payment && <PaypayPayment payment={payment} />}
    </section>
  )
}
