/**
 * The status values (docs/entities.md#statuses), one picklist each, so a status the UI does not
 * know is a mismatch.
 */
import * as v from 'valibot'

export const ORDER_STATUSES = [
  'init',
  'unpaid',
  'undelivered',
  'canceled',
  'delivering',
  'delivered',
  'completed',
  'returning',
  'returned',
] as const
export const OrderStatusSchema = v.picklist(ORDER_STATUSES)
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>

export const PAYMENT_STATUSES = [
  'init',
  'pending',
  'approving',
  'paid',
  'failed',
  'refunded',
] as const
export const PaymentStatusSchema = v.picklist(PAYMENT_STATUSES)
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>

export const SHIPPING_STATUSES = [
  'init',
  'delivering',
  'delivered',
  'partial_received',
  'received',
  'returning',
  'returned',
  'received_return',
  'waiting',
  'missing',
  'damaged',
  'canceled',
] as const
export const ShippingStatusSchema = v.picklist(SHIPPING_STATUSES)
export type ShippingStatus = v.InferOutput<typeof ShippingStatusSchema>

export const SALABLE_STATUSES = ['on_sell', 'sold_out', 'before_sell', 'end_sell'] as const
export const SalableStatusSchema = v.picklist(SALABLE_STATUSES)
export type SalableStatus = v.InferOutput<typeof SalableStatusSchema>
