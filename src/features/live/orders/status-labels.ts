/** Order, payment and shipping statuses and the payment types, as a buyer reads them. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PaymentType } from '../../../api/schemas/payment-types'
import type { OrderStatus, PaymentStatus, ShippingStatus } from '../../../api/schemas/statuses'

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  init: msg`Being placed`,
  unpaid: msg`Awaiting payment`,
  undelivered: msg`Preparing to ship`,
  canceled: msg`Canceled`,
  delivering: msg`On its way`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  returning: msg`Being returned`,
  returned: msg`Returned`,
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  init: msg`Not started`,
  pending: msg`Not paid yet`,
  approving: msg`Being confirmed`,
  paid: msg`Paid`,
  failed: msg`Payment failed`,
  refunded: msg`Refunded`,
}

export const PAYMENT_TYPE_LABELS: Record<PaymentType, MessageDescriptor> = {
  custom_cod: msg`Cash on delivery`,
  gmo_credit: msg`Credit card`,
  gmo_cvs: msg`Convenience store`,
  gmo_paypay: msg`PayPay`,
  payuni_credit: msg`Credit card (PayUni)`,
}

export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, MessageDescriptor> = {
  init: msg`Not shipped yet`,
  delivering: msg`On its way`,
  delivered: msg`Delivered`,
  partial_received: msg`Partly received`,
  received: msg`Received`,
  returning: msg`Being returned`,
  returned: msg`Returned`,
  received_return: msg`Return received by the shop`,
  waiting: msg`Waiting for pickup`,
  missing: msg`Lost in delivery`,
  damaged: msg`Damaged in delivery`,
  canceled: msg`Canceled`,
}
