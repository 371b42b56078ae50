/** A row of an order list: enough to show and find an order without loading it. */
import * as v from 'valibot'
import { DateSchema } from '../../lib/dates'
import { AmountSchema, CurrencySchema, IdSchema } from './common'
import { OrderItemSchema } from './order-parts'
import { PaymentTypeSchema } from './payment-types'
import { OrderStatusSchema, PaymentStatusSchema } from './statuses'

export const OrderListRowSchema = v.object({
  id: IdSchema,
  store_name: v.string(),
  slug: v.string(),
  total_amount: AmountSchema,
  currency: CurrencySchema,
  status: OrderStatusSchema,
  items: v.array(OrderItemSchema),
  /** Same shape as the order's payment, reduced to what a list shows; null before payment. */
  payment: v.nullable(v.object({ type: PaymentTypeSchema, status: PaymentStatusSchema })),
  /** Not among the row's documented fields; optional so a server without it still matches. */
  created_at: v.optional(DateSchema),
})
export type OrderListRow = v.InferOutput<typeof OrderListRowSchema>
