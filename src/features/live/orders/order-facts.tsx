import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../api/schemas/order'
import type { OrderShipping } from '../../../api/schemas/order-parts'
import { ButtonLink } from '../../ui/button-link'
import { paypayStateOf } from '../payment/paypay-state'
import { displayTime } from './display-time'
import { Fact } from './fact'
import { PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS, SHIPPING_STATUS_LABELS } from './status-labels'

/** How the order is paid and where that stands; the way to PayPay while it waits for it. */
export function PaymentFacts({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const payment = order.payment
  if (!payment) {
    return (
      <p>
        <Trans>No payment has been made for this order yet.</Trans>
      </p>
    )
  }
  return (
    <>
      <dl className="live-order-facts">
        <Fact label={<Trans>Method</Trans>}>{i18n._(PAYMENT_TYPE_LABELS[payment.type])}</Fact>
        <Fact label={<Trans>Status</Trans>}>{i18n._(PAYMENT_STATUS_LABELS[payment.status])}</Fact>
        {payment.paid_at && <Fact label={<Trans>Paid</Trans>}>{displayTime(payment.paid_at)}</Fact>}
        {payment.expire_at && payment.status !== 'paid' && (
          <Fact label={<Trans>Pay by</Trans>}>{displayTime(payment.expire_at)}</Fact>
        )}
      </dl>
      {paypayStateOf(order) === 'payable' && (
        <div className="live-order-actions">
          <ButtonLink
            to="/17shop/orders/$orderId/payment/gmo-paypay"
            params={{ orderId: String(order.id) }}
          >
            <Trans>Pay with PayPay</Trans>
          </ButtonLink>
        </div>
      )}
    </>
  )
}

/** Where the delivery stands and to whom it goes (names and addresses rendered as text). */
export function ShippingFacts({ shipping }: { shipping: OrderShipping }) {
  const { i18n } = useLingui()
  return (
    <dl className="live-order-facts">
      <Fact label={<Trans>Status</Trans>}>{i18n._(SHIPPING_STATUS_LABELS[shipping.status])}</Fact>
      {shipping.receiver_name && (
        <Fact label={<Trans>Recipient</Trans>}>{shipping.receiver_name}</Fact>
      )}
      {shipping.receiver_address && (
        <Fact label={<Trans>Address</Trans>}>{shipping.receiver_address.full_address}</Fact>
      )}
      {shipping.delivery_at && (
        <Fact label={<Trans>Delivered</Trans>}>{displayTime(shipping.delivery_at)}</Fact>
      )}
    </dl>
  )
}
