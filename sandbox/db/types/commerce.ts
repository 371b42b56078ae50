import type { AddressDetail } from '../../../src/api/schemas/address'
import type { MessageRole } from '../../../src/api/schemas/order-message'
import type { RefundMemo } from '../../../src/api/schemas/order'
import type { OrderStatus, PaymentStatus, ShippingStatus } from '../../../src/api/schemas/statuses'
import type { Currency, Owner, Region } from './people'
import type { PaymentType, ShippingType } from './settings'

/** Carts, orders, payment attempts and order messages: what buying leaves behind. */
export type { OrderStatus, PaymentStatus, RefundMemo, ShippingStatus }

export interface CartRow {
  id: number
  store_id: number
  owner: Owner
}

export interface CartItemRow {
  id: number
  cart_id: number
  sku_id: number
  quantity: number
  stream_id: number | null
  /** What the buyer saw when adding; the cart and checkout compare it with now (status_changes). */
  snapshot: { price: number; sku_name: string; product_name: string }
  created_at: string
}

export interface OrderItemRow {
  id: number
  sku_id: number
  product_id: number
  product_name: string
  sku_name: string
  quantity: number
  price: number
  image: string | null
  printio_shipping_status: 'pending' | 'shipped' | 'canceled' | null
}

export interface OrderPaymentRow {
  type: PaymentType
  status: PaymentStatus
  paid_at: string | null
  expire_at: string | null
  updated_at: string
  amount: number
  /** The generated payment account (convenience-store receipt number ...); null until generated. */
  account: Record<string, string> | null
  info: Record<string, string | number | null>
}

export interface OrderShippingRow {
  type: ShippingType
  status: ShippingStatus
  delivery_at: string | null
  shipping_setting_id: number | null
  address_id: number | null
  receiver_name: string
  receiver_phone_number: string
  receiver_address: AddressDetail | null
  sender_name: string
  sender_phone_number: string
  sender_address: AddressDetail | null
  company: { name: string; tracking_number: string | null; url: string | null } | null
}

export interface OrderRow {
  id: number
  slug: string
  store_id: number
  owner: Owner
  stream_id: number | null
  region: Region
  currency: Currency
  email: string | null
  phone: string | null
  custom_buyer_name: string
  amount: number
  shipping_fee: number
  payment_fee: number
  total_amount: number
  reason: string | null
  status: OrderStatus
  created_at: string
  completed_at: string | null
  is_printio_product_order: boolean
  printio_status: 'pending' | 'success' | 'failed' | null
  refund_memo: RefundMemo | null
  items: OrderItemRow[]
  payment: OrderPaymentRow
  shipping: OrderShippingRow
  histories: Array<{ from: OrderStatus | null; to: OrderStatus; created_at: string }>
  /** Seeded history, not created since the reset (GET /__sandbox/orders leaves these out). */
  seeded: boolean
}

/** One try at charging an order; two paid attempts for one order would be a double charge. */
export interface PaymentAttemptRow {
  id: number
  order_id: number
  type: PaymentType
  outcome: 'paid' | 'declined' | 'redirected' | 'pending' | 'canceled' | 'failed'
  detail: string | null
  created_at: string
  /**
   * A `redirected` attempt's way back: the redirect URL the app gave and the app's origin (the
   * fake provider pages return only there).
   */
  return_to?: { url: string; app_origin: string }
}

export interface OrderMessageRow {
  id: number
  order_id: number
  role: MessageRole
  message: string
  /** The buyer who wrote it; null for the store's messages. */
  user_id: number | null
  created_at: string
}
