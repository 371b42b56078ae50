/**
 * What an order's states, types and memos are called, as a buyer reads them, in both shops: one
 * list, so an order reads the same in the marketplace and the live shop.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PrintioShippingStatus } from '../../api/schemas/order-parts'
import type { PrintioOrderStatus, RefundMemo } from '../../api/schemas/order'
import type { PaymentType } from '../../api/schemas/payment-types'
import { PAYMENT_METHODS } from '../../../machines/payment/payment-methods'
import { SHIPPING_TYPES } from '../../../machines/checkout/shipping-types'
import type { ShippingType } from '../../api/schemas/shipping'
import type { OrderStatus, PaymentStatus, ShippingStatus } from '../../api/schemas/statuses'

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
  pending: msg`Waiting for payment`,
  approving: msg`Being confirmed`,
  paid: msg`Paid`,
  failed: msg`Payment failed`,
  refunded: msg`Refunded`,
}

/** An order's payment type and shipping type read as the tables word them (machines/). */
export const paymentTypeLabel = (type: PaymentType) => PAYMENT_METHODS[type].words.order
export const shippingTypeLabel = (type: ShippingType) => SHIPPING_TYPES[type].words.order

export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, MessageDescriptor> = {
  init: msg`Not shipped yet`,
  waiting: msg`Waiting for pickup by the carrier`,
  delivering: msg`On its way`,
  delivered: msg`Delivered`,
  partial_received: msg`Partly received`,
  received: msg`Received`,
  returning: msg`Being returned`,
  returned: msg`Returned`,
  received_return: msg`Return received by the store`,
  missing: msg`Lost in delivery`,
  damaged: msg`Damaged in delivery`,
  canceled: msg`Canceled`,
}

/** The refund memo in words: what came back to the buyer. */
export const REFUND_MEMO_LABELS: Record<RefundMemo, MessageDescriptor> = {
  refunded: msg`The full amount has been refunded.`,
  unrefunded: msg`Nothing has been refunded.`,
  partially_refunded: msg`Part of the amount has been refunded.`,
  partially_unrefunded: msg`Part of the amount has not been refunded yet.`,
}

/** Where the print partner stands with the whole order. */
export const PRINTIO_ORDER_LABELS: Record<PrintioOrderStatus, MessageDescriptor> = {
  pending: msg`Being printed`,
  success: msg`Printed`,
  failed: msg`Printing failed`,
}

/** Where the print partner stands with one printed item. */
export const PRINTIO_ITEM_LABELS: Record<PrintioShippingStatus, MessageDescriptor> = {
  pending: msg`Printing`,
  shipped: msg`Shipped by the printer`,
  canceled: msg`Printing canceled`,
}
