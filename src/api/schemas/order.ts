/** Orders (docs/entities.md#statuses for their statuses). */
import * as v from 'valibot'
import { DateSchema } from '../../lib/dates'
import { AmountSchema, CurrencySchema, IdSchema, RegionSchema } from './common'
import {
  OrderHistorySchema,
  OrderItemSchema,
  OrderPaymentSchema,
  OrderShippingSchema,
} from './order-parts'
import { OrderStatusSchema } from './statuses'

export const PRINTIO_ORDER_STATUSES = ['pending', 'success', 'failed'] as const
export const PrintioOrderStatusSchema = v.picklist(PRINTIO_ORDER_STATUSES)
export type PrintioOrderStatus = v.InferOutput<typeof PrintioOrderStatusSchema>

export const REFUND_MEMOS = [
  'refunded',
  'unrefunded',
  'partially_refunded',
  'partially_unrefunded',
] as const
export const RefundMemoSchema = v.picklist(REFUND_MEMOS)
export type RefundMemo = v.InferOutput<typeof RefundMemoSchema>

export const OrderStoreSchema = v.object({ id: IdSchema, slug: v.string(), name: v.string() })

export const OrderSchema = v.object({
  id: IdSchema,
  /** The order number people quote. */
  slug: v.string(),
  completed_at: v.nullable(DateSchema),
  created_at: DateSchema,
  email: v.nullable(v.string()),
  amount: AmountSchema,
  currency: CurrencySchema,
  shipping_fee: AmountSchema,
  payment_fee: AmountSchema,
  total_amount: AmountSchema,
  /** Why the order was canceled or returned, when it was. */
  reason: v.nullable(v.string()),
  custom_buyer_name: v.nullable(v.string()),
  region: RegionSchema,
  store: OrderStoreSchema,
  status: OrderStatusSchema,
  is_printio_product_order: v.boolean(),
  printio_order_data: v.nullish(v.object({ status: PrintioOrderStatusSchema })),
  info: v.nullish(v.object({ refund_memo: v.nullish(RefundMemoSchema) })),
  items: v.array(OrderItemSchema),
  /** null until a payment exists (e.g. a cash-on-delivery order before delivery). */
  payment: v.nullable(OrderPaymentSchema),
  shipping: v.nullable(OrderShippingSchema),
  histories: v.array(OrderHistorySchema),
})
export type Order = v.InferOutput<typeof OrderSchema>
