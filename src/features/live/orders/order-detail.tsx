import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../api/schemas/order'
import { ButtonLink } from '../../ui/button-link'
import { Fact } from './fact'
import { displayTime } from './display-time'
import { OrderItems, OrderTotals } from './order-parts'
import { PaymentFacts, ShippingFacts } from './order-facts'
import { ORDER_STATUS_LABELS } from './status-labels'

/** One live-shop order: what, how much, and where its payment and delivery stand. */
export function OrderDetail({ order }: { order: Order }) {
  const { i18n } = useLingui()
  return (
    <>
      <h1>
        <Trans>Order {order.slug}</Trans>
      </h1>
      <dl className="live-order-facts live-order-section">
        <Fact label={<Trans>Shop</Trans>}>{order.store.name}</Fact>
        <Fact label={<Trans>Ordered</Trans>}>{displayTime(order.created_at)}</Fact>
        <Fact label={<Trans>Status</Trans>}>{i18n._(ORDER_STATUS_LABELS[order.status])}</Fact>
        {order.reason && <Fact label={<Trans>Reason</Trans>}>{order.reason}</Fact>}
      </dl>
      <section className="live-order-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">
          <Trans>Items</Trans>
        </h2>
        <OrderItems order={order} />
        <OrderTotals order={order} />
      </section>
      <section className="live-order-section" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title">
          <Trans>Payment</Trans>
        </h2>
        <PaymentFacts order={order} />
      </section>
      {order.shipping && (
        <section className="live-order-section" aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">
            <Trans>Delivery</Trans>
          </h2>
          <ShippingFacts shipping={order.shipping} />
        </section>
      )}
      <div className="live-order-actions">
        <ButtonLink to="/17shop/orders" variant="secondary">
          <Trans>All your orders</Trans>
        </ButtonLink>
      </div>
    </>
  )
}
