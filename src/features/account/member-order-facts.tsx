import { Trans } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/order'
import { formatDate } from '../../lib/date-format'
import { Price } from '../shared/store-price'
import {
  PaymentStatusLabel,
  PaymentTypeLabel,
  ShippingStatusLabel,
  ShippingTypeLabel,
} from './order-labels'

export function OrderPaymentFacts({ order }: { order: Order }) {
  const payment = order.payment
  return (
    <section aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">
        <Trans>Payment</Trans>
      </h2>
      {payment ? (
        <dl className="member-order-facts">
          <dt>
            <Trans>Method</Trans>
          </dt>
          <dd>
            <PaymentTypeLabel type={payment.type} />
          </dd>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <PaymentStatusLabel status={payment.status} />
          </dd>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            <Price amount={payment.amount} currency={order.currency} />
          </dd>
          {payment.paid_at && (
            <>
              <dt>
                <Trans>Paid on</Trans>
              </dt>
              <dd>{formatDate(payment.paid_at)}</dd>
            </>
          )}
          {payment.expire_at && payment.status !== 'paid' && (
            <>
              <dt>
                <Trans>Pay by</Trans>
              </dt>
              <dd>{formatDate(payment.expire_at)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>
          <Trans>No payment has been made for this order yet.</Trans>
        </p>
      )}
    </section>
  )
}

export function OrderShippingFacts({ order }: { order: Order }) {
  const shipping = order.shipping
  if (!shipping) return null
  return (
    <section aria-labelledby="order-shipping-title">
      <h2 id="order-shipping-title">
        <Trans>Delivery</Trans>
      </h2>
      <dl className="member-order-facts">
        <dt>
          <Trans>Method</Trans>
        </dt>
        <dd>
          <ShippingTypeLabel type={shipping.type} />
        </dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <ShippingStatusLabel status={shipping.status} />
        </dd>
        {shipping.receiver_name && (
          <>
            <dt>
              <Trans>Recipient</Trans>
            </dt>
            <dd>{shipping.receiver_name}</dd>
          </>
        )}
        {shipping.receiver_address && (
          <>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>
              {shipping.receiver_address.region === 'JP' ? '〒' : ''}
              {shipping.receiver_address.postcode} {shipping.receiver_address.full_address}
            </dd>
          </>
        )}
        {shipping.delivery_at && (
          <>
            <dt>
              <Trans>Delivered on</Trans>
            </dt>
            <dd>{formatDate(shipping.delivery_at)}</dd>
          </>
        )}
        {shipping.company?.tracking_number && (
          <>
            <dt>
              <Trans>Tracking number</Trans>
            </dt>
            <dd>
              {shipping.company.name ? `${shipping.company.name} ` : ''}
              {shipping.company.tracking_number}
            </dd>
          </>
        )}
      </dl>
    </section>
  )
}
