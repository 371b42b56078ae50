/** Translated names of the statuses and types an order shows (docs/entities.md#statuses). */
import { Trans } from '@lingui/react/macro'
import type { RefundMemo } from '../../api/schemas/order'
import type { PaymentType } from '../../api/schemas/payment-types'
import type { ShippingType } from '../../api/schemas/shipping'
import type { OrderStatus, PaymentStatus, ShippingStatus } from '../../api/schemas/statuses'

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  switch (status) {
    case 'init':
      return <Trans>Being placed</Trans>
    case 'unpaid':
      return <Trans>Awaiting payment</Trans>
    case 'undelivered':
      return <Trans>Preparing to ship</Trans>
    case 'canceled':
      return <Trans>Canceled</Trans>
    case 'delivering':
      return <Trans>On its way</Trans>
    case 'delivered':
      return <Trans>Delivered</Trans>
    case 'completed':
      return <Trans>Completed</Trans>
    case 'returning':
      return <Trans>Being returned</Trans>
    case 'returned':
      return <Trans>Returned</Trans>
  }
}

export function PaymentStatusLabel({ status }: { status: PaymentStatus }) {
  switch (status) {
    case 'init':
      return <Trans>Not started</Trans>
    case 'pending':
      return <Trans>Waiting for payment</Trans>
    case 'approving':
      return <Trans>Being confirmed</Trans>
    case 'paid':
      return <Trans>Paid</Trans>
    case 'failed':
      return <Trans>Payment failed</Trans>
    case 'refunded':
      return <Trans>Refunded</Trans>
  }
}

export function PaymentTypeLabel({ type }: { type: PaymentType }) {
  switch (type) {
    case 'custom_cod':
      return <Trans>Cash on delivery</Trans>
    case 'gmo_credit':
    case 'payuni_credit':
      return <Trans>Credit card</Trans>
    case 'gmo_cvs':
      return <Trans>Convenience store</Trans>
    case 'gmo_paypay':
      return <Trans>PayPay</Trans>
  }
}

export function ShippingTypeLabel({ type }: { type: ShippingType }) {
  switch (type) {
    case 'custom':
    case 'tw_home-delivery':
      return <Trans>Home delivery</Trans>
    case 'custom_cod':
      return <Trans>Home delivery, cash on delivery</Trans>
    case 'self_pick_up':
      return <Trans>Pick up at the store</Trans>
  }
}

export function ShippingStatusLabel({ status }: { status: ShippingStatus }) {
  switch (status) {
    case 'init':
      return <Trans>Not shipped yet</Trans>
    case 'waiting':
      return <Trans>Waiting for pickup by the carrier</Trans>
    case 'delivering':
      return <Trans>On its way</Trans>
    case 'delivered':
      return <Trans>Delivered</Trans>
    case 'partial_received':
      return <Trans>Partly received</Trans>
    case 'received':
      return <Trans>Received</Trans>
    case 'returning':
      return <Trans>Being returned</Trans>
    case 'returned':
      return <Trans>Returned</Trans>
    case 'received_return':
      return <Trans>Return received by the store</Trans>
    case 'missing':
      return <Trans>Lost in delivery</Trans>
    case 'damaged':
      return <Trans>Damaged in delivery</Trans>
    case 'canceled':
      return <Trans>Canceled</Trans>
  }
}

export function RefundMemoLabel({ memo }: { memo: RefundMemo }) {
  switch (memo) {
    case 'refunded':
      return <Trans>Refunded</Trans>
    case 'unrefunded':
      return <Trans>Not refunded</Trans>
    case 'partially_refunded':
      return <Trans>Partly refunded</Trans>
    case 'partially_unrefunded':
      return <Trans>Partly not refunded</Trans>
  }
}
