/**
 * How the app reads a checkout call's result for the marketplace checkout machine (docs/machines
 * README, "Wiring"): pure, so the mapping is unit-tested apart from any network.
 */
import * as v from 'valibot'
import type { CheckoutResult } from '../../../api/shared/checkout'
import { IdSchema } from '../../../api/schemas/common'
import { reportCodeOf } from '../../../api/schemas/error-body'
import { PricingResultSchema } from '../../../api/schemas/responses/cart'
import type { OrderListRow } from '../../../api/schemas/order-list'
import type { Cart } from '../../../api/schemas/cart'
import type {
  ChangedItem,
  CheckoutDecline,
  CheckoutField,
  CheckoutOutcome,
  PlacedOrderRead,
  Pricing,
} from '../../../../machines/checkout/checkout-types'

/** A rejection the machine reads the `code` of (its setError action). */
export class CheckoutStepError extends Error {
  override readonly name = 'CheckoutStepError'
  constructor(readonly code: string) {
    super(code)
  }
}

/** A checkout decline reported so support can find it by the provider's report code. */
export class CheckoutDeclinedError extends Error {
  override readonly name = 'CheckoutDeclinedError'
  constructor(decline: CheckoutDecline) {
    super(
      `Checkout in store ${decline.storeId}: ${decline.code} (report code ${decline.reportCode})`,
    )
  }
}

/**
 * A pricing answer the buyer may be shown and charged by: every amount a number of at least 0.
 * Anything else (reported by the client as a schema mismatch) is no price: no total, no submit.
 */
export function usablePricing(answer: unknown): Pricing {
  if (!v.is(PricingResultSchema, answer)) throw new CheckoutStepError('PRICING_FAILED')
  return answer
}

/** The form's part for each key of a checkout body (every shop's) a refusal may name. */
const BODY_FIELDS: Record<string, CheckoutField> = {
  email: 'email',
  phone: 'phone',
  custom_buyer_name: 'buyerName',
  address_id: 'address',
  'shipping_data.address_id': 'address',
  shipping_type: 'shipping',
  shipping_data: 'shipping',
  'shipping_data.type': 'shipping',
  payment_type: 'payment',
  payment_id: 'payment',
}

/** The parts of the form the refused keys are about; a key it has no place for is `other`. */
export function refusedFieldsOf(keys: readonly string[]): CheckoutField[] {
  return [...new Set(keys.map((key) => BODY_FIELDS[key] ?? 'other'))]
}

/**
 * The order, the changed items, a refusal that keeps the form, or no trustworthy answer. A 5xx
 * (whatever its body), a 429 or a lost or garbled answer may hide an order that exists: unknown,
 * so the machine re-reads instead of offering a blind retry. A 429 should mean the server did
 * nothing, but a proxy or gateway can send one after the order was made; the re-read tells the
 * two apart by the cart.
 */
export function checkoutOutcomeOf(result: CheckoutResult): CheckoutOutcome {
  if (result.ok) {
    // An id that is not one (a schema mismatch, reported by the client and passed on raw) is no
    // proof of an order: unknown, so the machine looks for the order instead of showing it.
    const id: unknown = result.data.id
    return v.is(IdSchema, id) ? { kind: 'placed', orderId: id } : { kind: 'unknown' }
  }
  switch (result.kind) {
    case 'invalid-input':
      return {
        kind: 'refused',
        code: 'VALIDATION_EXCEPTION',
        fields: refusedFieldsOf(result.issues.map((issue) => issue.path)),
      }
    case 'network':
    case 'malformed':
      return { kind: 'unknown' }
    case 'http': {
      if (result.status >= 500 || result.status === 429) return { kind: 'unknown' }
      const error = result.error
      if (error.code === 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED') {
        return { kind: 'itemsChanged', items: error.data.map((item) => ({ ...item })) }
      }
      if (error.code === 'VALIDATION_EXCEPTION') {
        return {
          kind: 'refused',
          code: error.code,
          fields: refusedFieldsOf(Object.keys(error.data ?? {})),
        }
      }
      const reportCode = reportCodeOf(error)
      return reportCode === null
        ? { kind: 'refused', code: error.code }
        : { kind: 'refused', code: error.code, reportCode }
    }
  }
}

/** The cart's items whose changes the buyer has not accepted (sync-snapshot keeps sold-out ones). */
export function changedItemsOf(cart: Cart): ChangedItem[] {
  return cart.items.flatMap((item) =>
    item.status_changes
      ? [{ cart_item_id: item.id, status_changes: [...item.status_changes] }]
      : [],
  )
}

/**
 * After a lost checkout answer: the items all still in the cart mean no order was made. Any gone
 * means an order took them: the buyer's newest order in the store made since the checkout call
 * started (the store's order list answers guests and members alike) is that order. None found
 * (or an unusable id): unknown, never a guess.
 */
export function placedOrderReadOf(
  cart: Cart,
  itemIds: readonly number[],
  orders: readonly Pick<OrderListRow, 'id' | 'created_at'>[],
  placedSince: Date,
): PlacedOrderRead {
  const inCart = new Set(cart.items.map((item) => item.id))
  if (itemIds.every((id) => inCart.has(id))) return { kind: 'notPlaced' }
  const found = orders.find(
    (order) =>
      v.is(IdSchema, order.id) &&
      order.created_at !== undefined &&
      order.created_at.getTime() >= placedSince.getTime(),
  )
  return found ? { kind: 'placed', orderId: found.id } : { kind: 'unknown' }
}
