import { describe, expect, it } from 'vitest'
import {
  changedItemsOf,
  checkoutOutcomeOf,
  placedOrderReadOf,
} from '../../../src/features/checkout/checkout-outcome'
import { storeAccountOf } from '../../../src/features/payment/store-account'
import type { Cart, CartItem } from '../../../src/api/schemas/cart'
import type { CheckoutResult } from '../../../src/api/shared/checkout'

const item = (id: number, status_changes: CartItem['status_changes'] = null): CartItem => ({
  id,
  quantity: 1,
  in_storefront: true,
  price: 2860,
  sku_name: '藍',
  product_name: 'マグカップ',
  buyer_purchasable_limit: null,
  status_changes,
  sku: {
    id: 30011,
    images: [],
    product_id: 3001,
    available_quantity: 10,
    deleted_at: null,
    sale_started_at: null,
    sale_ended_at: null,
    is_limited_time_sale: false,
    is_in_limited_time_sale: false,
    product_name: 'マグカップ',
    is_printio_product: false,
  },
})
const cart = (...items: CartItem[]): Cart => ({ id: 1, items })

describe('checkoutOutcomeOf', () => {
  it('reads the new order', () => {
    expect(checkoutOutcomeOf({ ok: true, status: 201, data: { id: 42 } })).toEqual({
      kind: 'placed',
      orderId: 42,
    })
  })

  it('reads the changed items of a 409', () => {
    const result: CheckoutResult = {
      ok: false,
      kind: 'http',
      status: 409,
      error: {
        code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
        data: [{ cart_item_id: 7, status_changes: ['price', 'stock_shortage'] }],
      },
    }
    expect(checkoutOutcomeOf(result)).toEqual({
      kind: 'itemsChanged',
      items: [{ cart_item_id: 7, status_changes: ['price', 'stock_shortage'] }],
    })
  })

  it('keeps the form for a 4xx refusal, with its code', () => {
    const result: CheckoutResult = {
      ok: false,
      kind: 'http',
      status: 400,
      error: { code: 'INVALID_SHIPPING_TYPE_EXCEPTION' },
    }
    expect(checkoutOutcomeOf(result)).toEqual({
      kind: 'refused',
      code: 'INVALID_SHIPPING_TYPE_EXCEPTION',
    })
  })

  it('reads input the client refused to send as a validation refusal', () => {
    expect(checkoutOutcomeOf({ ok: false, kind: 'invalid-input', issues: [] })).toEqual({
      kind: 'refused',
      code: 'VALIDATION_EXCEPTION',
    })
  })

  it('cannot tell after a 5xx, a lost or a garbled answer: the order may exist', () => {
    const serverError: CheckoutResult = {
      ok: false,
      kind: 'http',
      status: 503,
      error: { code: 'FAILED_TO_CHECKOUT' },
    }
    expect(checkoutOutcomeOf(serverError)).toEqual({ kind: 'unknown' })
    expect(checkoutOutcomeOf({ ok: false, kind: 'network', cause: null })).toEqual({
      kind: 'unknown',
    })
    expect(checkoutOutcomeOf({ ok: false, kind: 'malformed', status: 201 })).toEqual({
      kind: 'unknown',
    })
  })
})

describe('changedItemsOf', () => {
  it('lists the items with status changes only', () => {
    expect(changedItemsOf(cart(item(1), item(2, ['stock_sold_out'])))).toEqual([
      { cart_item_id: 2, status_changes: ['stock_sold_out'] },
    ])
  })
})

describe('placedOrderReadOf', () => {
  it('no order when every item is still in the cart', () => {
    expect(placedOrderReadOf(cart(item(1), item(2)), [1, 2])).toEqual({ kind: 'notPlaced' })
  })

  it('cannot tell which order took items that left the cart', () => {
    expect(placedOrderReadOf(cart(item(2)), [1, 2])).toEqual({ kind: 'unknown' })
  })
})

describe('storeAccountOf', () => {
  it('reads the receipt, confirmation number and deadline of the order’s account', () => {
    const expireAt = new Date('2026-11-24T07:00:00.000Z')
    expect(
      storeAccountOf({
        account: { convenience_code: '00001', receipt_no: '000042000001', conf_no: '1001' },
        expire_at: expireAt,
      }),
    ).toEqual({
      convenience_code: '00001',
      receipt_no: '000042000001',
      conf_no: '1001',
      expire_at: '2026-11-24T07:00:00.000Z',
    })
  })

  it('no account yet, or one without its receipt number, is none', () => {
    expect(storeAccountOf({ account: null, expire_at: null })).toBeNull()
    expect(storeAccountOf({ account: { convenience_code: '00001' }, expire_at: null })).toBeNull()
  })
})
