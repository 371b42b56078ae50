import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/order'
import { ButtonLink } from '../ui/button-link'
import { OrderItemList, OrderTotals } from '../orders/order-items'
import { ORDER_STATUS_LABELS } from '../orders/order-labels'

/** The done step: the order as it now stands, and the way to follow it. */
export function OrderPlaced({ order }: { order: Order }) {
  const { i18n } = useLingui()
  return (
    <section className="order-section" aria-labelledby="order-placed-title">
      <h2 id="order-placed-title">
        <Trans>Order {order.slug}</Trans>
      </h2>
      <p>
        <Trans>Status: {i18n._(ORDER_STATUS_LABELS[order.status])}</Trans>
      </p>
      <OrderItemList order={order} />
      <OrderTotals order={order} />
      <div className="order-actions">
        <ButtonLink to="/17shop/orders/$orderId" params={{ orderId: String(order.id) }}>
          <Trans>Order details</Trans>
        </ButtonLink>
      </div>
    </section>
  )
}
