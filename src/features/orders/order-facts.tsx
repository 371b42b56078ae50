import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/order'
import type { OrderShipping } from '../../api/schemas/order-parts'
import { Price } from '../shared/store-price'
import { DateTime } from '../shared/date-time'
import { paysBy } from '../../../machines/payment/payment-methods'
import { Fact } from './fact'
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentTypeLabel,
  PRINTIO_ORDER_LABELS,
  REFUND_MEMO_LABELS,
  SHIPPING_STATUS_LABELS,
  shippingTypeLabel,
} from './order-labels'

/** Where the order stands as a whole: status, when, where from, and any refund or reason. */
export function OrderSummary({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const memo = order.info?.refund_memo
  const printio = order.printio_order_data?.status
  return (
    <dl className="order-facts order-section">
      <Fact label={<Trans>Status</Trans>}>{i18n._(ORDER_STATUS_LABELS[order.status])}</Fact>
      <Fact label={<Trans>Ordered</Trans>}>
        <DateTime value={order.created_at} />
      </Fact>
      <Fact label={<Trans>Store</Trans>}>{order.store.name}</Fact>
      {order.completed_at && (
        <Fact label={<Trans>Completed</Trans>}>
          <DateTime value={order.completed_at} />
        </Fact>
      )}
      {order.is_printio_product_order && printio && (
        <Fact label={<Trans>Printing</Trans>}>{i18n._(PRINTIO_ORDER_LABELS[printio])}</Fact>
      )}
      {memo && <Fact label={<Trans>Refund</Trans>}>{i18n._(REFUND_MEMO_LABELS[memo])}</Fact>}
      {order.reason && <Fact label={<Trans>Reason</Trans>}>{order.reason}</Fact>}
    </dl>
  )
}

/** How the order is paid and where that stands. */
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
  const open = payment.status !== 'paid' && payment.status !== 'refunded'
  // A convenience-store deadline belongs with the numbers paid at the store: the payment panel
  // shows it under them once they exist, never on its own above them.
  const deadline = open && paysBy(payment.type) !== 'atStore' ? payment.expire_at : null
  return (
    <dl className="order-facts">
      <Fact label={<Trans>Method</Trans>}>{i18n._(paymentTypeLabel(payment.type))}</Fact>
      <Fact label={<Trans>Status</Trans>}>{i18n._(PAYMENT_STATUS_LABELS[payment.status])}</Fact>
      <Fact label={<Trans>Amount</Trans>}>
        <Price amount={payment.amount} currency={order.currency} />
      </Fact>
      {payment.paid_at && (
        <Fact label={<Trans>Paid</Trans>}>
          <DateTime value={payment.paid_at} />
        </Fact>
      )}
      {deadline && (
        <Fact label={<Trans>Pay by</Trans>}>
          <DateTime value={deadline} />
        </Fact>
      )}
    </dl>
  )
}

/** A carrier's tracking page, only when it is an ordinary web address. */
function trackingUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).protocol === 'https:' ? url : undefined
  } catch {
    // Not an address a browser can read: the tracking number shows without a link.
    return undefined
  }
}

/** Where the delivery stands, who carries it, and to whom it goes (names and addresses as text). */
export function ShippingFacts({ shipping }: { shipping: OrderShipping }) {
  const { i18n } = useLingui()
  const company = shipping.company
  const address = shipping.receiver_address
  const link = trackingUrl(company?.url)
  return (
    <dl className="order-facts">
      <Fact label={<Trans>Method</Trans>}>{i18n._(shippingTypeLabel(shipping.type))}</Fact>
      <Fact label={<Trans>Status</Trans>}>{i18n._(SHIPPING_STATUS_LABELS[shipping.status])}</Fact>
      {company?.name && <Fact label={<Trans>Carrier</Trans>}>{company.name}</Fact>}
      {company?.tracking_number && (
        <Fact label={<Trans>Tracking number</Trans>}>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {company.tracking_number}
            </a>
          ) : (
            company.tracking_number
          )}
        </Fact>
      )}
      {shipping.receiver_name && (
        <Fact label={<Trans>Recipient</Trans>}>{shipping.receiver_name}</Fact>
      )}
      {address && (
        <Fact label={<Trans>Address</Trans>}>
          {address.region === 'JP' && address.postcode ? `〒${address.postcode} ` : ''}
          {address.full_address}
        </Fact>
      )}
      {shipping.delivery_at && (
        <Fact label={<Trans>Delivered</Trans>}>
          <DateTime value={shipping.delivery_at} />
        </Fact>
      )}
    </dl>
  )
}
