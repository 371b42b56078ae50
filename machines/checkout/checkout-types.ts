/**
 * What the checkout machine knows, as plain types. Machines import nothing from
 * `src`, so these mirror the API types (src/api/schemas/…); test/machines/checkout-types.test-d.ts
 * fails if the two drift apart.
 */

import type { CheckoutPaymentType } from '../payment/payment-methods'
import type { ShippingType } from './shipping-types'

export type { CheckoutPaymentType } from '../payment/payment-methods'
export type { ShippingType } from './shipping-types'

/** The category step's choice: the server refuses normal and printio goods in one order. */
export type GoodsCategory = 'normal' | 'printio'

/** What changed about a cart item since it went into the cart. */
export type StatusChange =
  'stock_shortage' | 'stock_sold_out' | 'over_salable_time' | 'product_name' | 'sku_name' | 'price'

/** One item CHECKOUT_ITEMS_STATUS_HAVE_CHANGED names (its `data` entries). */
export interface ChangedItem {
  cart_item_id: number
  status_changes: StatusChange[]
}

/** POST /carts/pricing answer. */
export interface Pricing {
  amount: number
  shipping_fee: number
  payment_fee?: number | undefined
  total_amount: number
}

/** POST /carts/pricing body. `payment_id` is a payment setting. */
export interface PricingRequest {
  item_ids: number[]
  shipping_setting_id: number
  payment_id: number | null
  address_id: number | null
}

/**
 * What the checkout call is asked to order, the same for every shop: the machine's `placeOrder`
 * actor hands it to the shop's `submitCheckout`, which turns it into its API's body (marketplace
 * v2, live JP with the stream, Taiwan's `shipping_data`). Contact fields are trimmed, empty ones
 * null (a member's own are used).
 */
export interface PlaceOrderRequest {
  storeId: number
  /** The stream the buyer bought from (live shop), if any. */
  streamId: number | null
  itemIds: number[]
  shipping: { settingId: number; type: ShippingType }
  addressId: number
  payment: { settingId: number; type: CheckoutPaymentType }
  email: string | null
  phone: string | null
  buyerName: string | null
}

/**
 * The checkout codes that keep the buyer on the form (all but the changed items;
 * docs/errors.md#checkout).
 */
export type CheckoutRefusalCode =
  | 'GMO_PAYMENT_EXCEPTION'
  | 'NOT_FOUND_ITEM_IN_CART'
  | 'FAILED_TO_CHECKOUT'
  | 'REACHED_BUYER_PURCHASABLE_LIMIT'
  | 'INVALID_SHIPPING_TYPE_EXCEPTION'
  | 'MIXED_SKU_TYPE_EXCEPTION'
  | 'VALIDATION_EXCEPTION'

/**
 * A part of the checkout form a VALIDATION_EXCEPTION may name (its `data` keys, read by the app):
 * the contact fields, the address, shipping or payment chosen, or `other` (a key the form has no
 * place for, which gets one general message).
 */
export type CheckoutField =
  'email' | 'phone' | 'buyerName' | 'address' | 'shipping' | 'payment' | 'other'

/**
 * What a checkout call came to, as the app's effect reads the CheckoutResult: the order, the
 * changed items, a refusal, or no trustworthy answer (network, 5xx, garbled).
 */
export type CheckoutOutcome =
  | { kind: 'placed'; orderId: number }
  | { kind: 'itemsChanged'; items: ChangedItem[] }
  | {
      kind: 'refused'
      code: CheckoutRefusalCode
      fields?: readonly CheckoutField[]
      /** The provider's report code of a decline (GMO's), for support. */
      reportCode?: string
    }
  | { kind: 'unknown' }

/** A checkout refusal the provider gave a report code for: what the error report carries. */
export interface CheckoutDecline {
  storeId: number
  code: string
  reportCode: string
}

/**
 * What a re-read (the cart, and the member's orders) says about a checkout whose answer was
 * lost: the order it made, no order (the items are still in the cart), or it cannot tell.
 */
export type PlacedOrderRead =
  { kind: 'placed'; orderId: number } | { kind: 'notPlaced' } | { kind: 'unknown' }
