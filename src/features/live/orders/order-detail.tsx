import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../api/schemas/order'
import { formatDate } from '../../../lib/dates'
import { ButtonLink } from '../../ui/button-link'
import { paypayStateOf } from '../payment/paypay-state'
import { OrderItems, OrderTotals } from './order-parts'
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  SHIPPING_STATUS_LABELS,
} from './status-labels'

const when = (date: Date | null) => (date ? formatDate(date, 'YYYY/MM/DD HH:mm') : undefined)

/** One live-shop order: what, how much, and where its payment and delivery stand. */
export function OrderDetail({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const payment = order.payment
  const shipping = order.shipping
  return (
    <>
      <h1>
        <Trans>Order {order.slug}</Trans>
      </h1>
      <dl className="order-facts order-section">
        <div>
          <dt>
            <Trans>Shop</Trans>
          </dt>
          <dd>{order.store.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Ordered</Trans>
          </dt>
          <dd>{when(order.created_at)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{i18n._(ORDER_STATUS_LABELS[order.status])}</dd>
        </div>
        {order.reason && (
          <div>
            <dt>
              <Trans>Reason</Trans>
            </dt>
            <dd>{order.reason}</dd>
          </div>
        )}
      </dl>
      <section className="order-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">
          <Trans>Items</Trans>
        </h2>
        <OrderItems order={order} />
        <OrderTotals order={order} />
      </section>
      <section className="order-section" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title">
          <Trans>Payment</Trans>
        </h2>
        {payment ? (
          <dl className="order-facts">
            <div>
              <dt>
                <Trans>Method</Trans>
              </dt>
              <dd>{i18n._(PAYMENT_TYPE_LABELS[payment.type])}</dd>
            </div>
            <div>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{i18n._(PAYMENT_STATUS_LABELS[payment.status])}</dd>
            </div>
            {payment.paid_at && (
              <div>
                <dt>
                  <Trans>Paid</Trans>
                </dt>
                <dd>{when(payment.paid_at)}</dd>
              </div>
            )}
            {payment.expire_at && payment.status !== 'paid' && (
              <div>
                <dt>
                  <Trans>Pay by</Trans>
                </dt>
                <dd>{when(payment.expire_at)}</dd>
              </div>
            )}
          </dl>
        ) : (
          <p>
            <Trans>No payment has been made for this order yet.</Trans>
          </p>
        )}
        {paypayStateOf(order) === 'payable' && (
          <div className="order-actions">
            <ButtonLink
              to="/17shop/orders/$orderId/payment/gmo-paypay"
              params={{ orderId: String(order.id) }}
            >
              <Trans>Pay with PayPay</Trans>
            </ButtonLink>
          </div>
        )}
      </section>
      {shipping && (
        <section className="order-section" aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">
            <Trans>Delivery</Trans>
          </h2>
          <dl className="order-facts">
            <div>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{i18n._(SHIPPING_STATUS_LABELS[shipping.status])}</dd>
            </div>
            {shipping.receiver_name && (
              <div>
                <dt>
                  <Trans>Recipient</Trans>
                </dt>
                <dd>{shipping.receiver_name}</dd>
              </div>
            )}
            {shipping.receiver_address && (
              <div>
                <dt>
                  <Trans>Address</Trans>
                </dt>
                <dd>{shipping.receiver_address.full_address}</dd>
              </div>
            )}
            {shipping.delivery_at && (
              <div>
                <dt>
                  <Trans>Delivered</Trans>
                </dt>
                <dd>{when(shipping.delivery_at)}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      <div className="order-actions">
        <ButtonLink to="/17shop/orders" variant="secondary">
          <Trans>All your orders</Trans>
        </ButtonLink>
      </div>
    </>
  )
}
