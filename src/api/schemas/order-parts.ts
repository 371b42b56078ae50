/** The nested parts of an order: items, payment, shipping and status history. */
import * as v from 'valibot'
import { DateSchema } from '../../lib/dates'
import { AmountSchema, IdSchema, InfoSchema, QuantitySchema } from './common'
import { AddressDetailSchema } from './address'
import { PaymentTypeSchema } from './payment-types'
import { ShippingTypeSchema } from './shipping'
import { OrderStatusSchema, PaymentStatusSchema, ShippingStatusSchema } from './statuses'

/** Where the print-on-demand partner stands with one printio item. */
export const PRINTIO_SHIPPING_STATUSES = ['pending', 'shipped', 'canceled'] as const
export const PrintioShippingStatusSchema = v.picklist(PRINTIO_SHIPPING_STATUSES)
export type PrintioShippingStatus = v.InferOutput<typeof PrintioShippingStatusSchema>

export const OrderItemSchema = v.object({
  id: IdSchema,
  product_name: v.string(),
  sku_name: v.string(),
  quantity: QuantitySchema,
  price: AmountSchema,
  /** URL of the item's picture, if it has one. */
  image: v.nullish(v.string()),
  /** Only on items of printio orders. */
  printio_shipping_status: v.nullish(PrintioShippingStatusSchema),
})
export type OrderItem = v.InferOutput<typeof OrderItemSchema>

export const OrderPaymentSchema = v.object({
  type: PaymentTypeSchema,
  status: PaymentStatusSchema,
  paid_at: v.nullable(DateSchema),
  /** Deadline of a convenience-store payment account. */
  expire_at: v.nullable(DateSchema),
  updated_at: v.nullable(DateSchema),
  amount: AmountSchema,
  /**
   * The generated payment account (e.g. convenience-store receipt number); its shape is not
   * documented.
   */
  account: InfoSchema,
  info: InfoSchema,
})
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>

/** A delivery company and its tracking reference, when the seller has entered them. */
export const ShippingCompanySchema = v.object({
  name: v.nullish(v.string()),
  tracking_number: v.nullish(v.string()),
  url: v.nullish(v.string()),
})

export const OrderShippingSchema = v.object({
  type: ShippingTypeSchema,
  status: ShippingStatusSchema,
  delivery_at: v.nullable(DateSchema),
  /** The shipping setting and buyer address the shipping was made from (spec: "source ids"). */
  shipping_setting_id: v.nullish(IdSchema),
  address_id: v.nullish(IdSchema),
  receiver_name: v.nullable(v.string()),
  receiver_phone_number: v.nullable(v.string()),
  receiver_address: v.nullable(AddressDetailSchema),
  sender_name: v.nullable(v.string()),
  sender_phone_number: v.nullable(v.string()),
  sender_address: v.nullable(AddressDetailSchema),
  company: v.nullish(ShippingCompanySchema),
})
export type OrderShipping = v.InferOutput<typeof OrderShippingSchema>

/** One status change of an order; `from` is null for the order's creation. */
export const OrderHistorySchema = v.object({
  from: v.nullable(OrderStatusSchema),
  to: OrderStatusSchema,
  created_at: DateSchema,
})
export type OrderHistory = v.InferOutput<typeof OrderHistorySchema>
