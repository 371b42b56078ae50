import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/order'
import { OrderHistory } from './order-history'
import { OrderItems } from './order-items'
import { OrderSummary, PaymentFacts, ShippingFacts } from './order-facts'
import './orders.css'

/**
 * One order as either shop shows it: its number (the slug buyers see in e-mails), where it
 * stands, what was bought, the payment and what is left to pay, the delivery, the history and the
 * conversation with the seller. Each shop fills in its own payment and messages (its own calls).
 */
export function OrderDetail({
  order,
  payment,
  messages,
  back,
}: {
  order: Order
  /** How to pay what is unpaid; nothing when there is nothing to pay. */
  payment?: ReactNode
  messages: ReactNode
  /** The way back to the shop's order list. */
  back: ReactNode
}) {
  const number = order.slug
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <h1 id="order-title">
        <Trans>Order {number}</Trans>
      </h1>
      <OrderSummary order={order} />
      <OrderItems order={order} />
      <section className="order-section" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title">
          <Trans>Payment</Trans>
        </h2>
        <PaymentFacts order={order} />
        {payment}
      </section>
      {order.shipping && (
        <section className="order-section" aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">
            <Trans>Delivery</Trans>
          </h2>
          <ShippingFacts shipping={order.shipping} />
        </section>
      )}
      <OrderHistory order={order} />
      {messages}
      <div className="order-actions">{back}</div>
    </article>
  )
}
