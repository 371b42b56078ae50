import { describe, expect, it } from 'vitest'
import {
  changedItemsOf,
  checkoutOutcomeOf,
  placedOrderReadOf,
  usablePricing,
} from '../../../src/features/checkout/actor/checkout-outcome'
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

  it('takes an id that is not a positive integer as no proof of an order: unknown, re-read', () => {
    for (const id of ['abc', 0, -3, 1.5, null] as unknown as number[]) {
      expect(checkoutOutcomeOf({ ok: true, status: 200, data: { id } })).toEqual({
        kind: 'unknown',
      })
    }
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

  it("keeps a GMO decline's report code, read at the top level or in data; none without one", () => {
    const declined = (error: Record<string, unknown>): CheckoutResult =>
      ({ ok: false, kind: 'http', status: 400, error }) as CheckoutResult
    const gmo = { code: 'GMO_PAYMENT_EXCEPTION', message: 'Declined' }
    expect(checkoutOutcomeOf(declined({ ...gmo, data: { report_code: '42G020000' } }))).toEqual({
      kind: 'refused',
      code: 'GMO_PAYMENT_EXCEPTION',
      reportCode: '42G020000',
    })
    expect(checkoutOutcomeOf(declined({ ...gmo, report_code: 'E01' }))).toEqual({
      kind: 'refused',
      code: 'GMO_PAYMENT_EXCEPTION',
      reportCode: 'E01',
    })
    expect(checkoutOutcomeOf(declined(gmo))).toEqual({
      kind: 'refused',
      code: 'GMO_PAYMENT_EXCEPTION',
    })
  })

  it('reads input the client refused to send as a validation refusal, by field', () => {
    expect(
      checkoutOutcomeOf({
        ok: false,
        kind: 'invalid-input',
        issues: [
          { path: 'email', message: 'Invalid email' },
          { path: 'item_ids.0', message: 'Invalid id' },
        ],
      }),
    ).toEqual({ kind: 'refused', code: 'VALIDATION_EXCEPTION', fields: ['email', 'other'] })
  })

  it("names the form's part for each field a VALIDATION_EXCEPTION names, of either body", () => {
    const refusal = (data: Record<string, string[]>): CheckoutResult => ({
      ok: false,
      kind: 'http',
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data },
    })
    expect(
      checkoutOutcomeOf(
        refusal({
          email: ['bad'],
          phone: ['A Taiwan mobile number: 09 and 8 digits.'],
          custom_buyer_name: ['too long'],
          'shipping_data.address_id': ['unknown'],
          'shipping_data.type': ['no'],
          payment_type: ['no'],
        }),
      ),
    ).toEqual({
      kind: 'refused',
      code: 'VALIDATION_EXCEPTION',
      fields: ['email', 'phone', 'buyerName', 'address', 'shipping', 'payment'],
    })
    expect(checkoutOutcomeOf(refusal({ address_id: ['x'], payment_id: ['y'] }))).toMatchObject({
      fields: ['address', 'payment'],
    })
    // A key the form has no place for: one general message.
    expect(checkoutOutcomeOf(refusal({ coupon: ['x'], stream_id: ['y'] }))).toMatchObject({
      fields: ['other'],
    })
  })

  it('cannot tell after a 5xx, a 429, a lost or a garbled answer: the order may exist', () => {
    const serverError: CheckoutResult = {
      ok: false,
      kind: 'http',
      status: 503,
      error: { code: 'FAILED_TO_CHECKOUT' },
    }
    expect(checkoutOutcomeOf(serverError)).toEqual({ kind: 'unknown' })
    // A gateway's rate limit can arrive after the server made the order.
    const rateLimited: CheckoutResult = {
      ok: false,
      kind: 'http',
      status: 429,
      error: { code: 'FAILED_TO_CHECKOUT' },
    }
    expect(checkoutOutcomeOf(rateLimited)).toEqual({ kind: 'unknown' })
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
  const since = new Date('2026-11-24T00:00:00Z')
  const order = (id: number, at: string) => ({ id, created_at: new Date(at) })

  it('no order when every item is still in the cart', () => {
    expect(placedOrderReadOf(cart(item(1), item(2)), [1, 2], [], since)).toEqual({
      kind: 'notPlaced',
    })
  })

  it('finds the newest order made since the checkout call started, for a guest as for a member', () => {
    const orders = [order(9211, '2026-11-24T00:00:05Z'), order(9210, '2026-11-23T23:00:00Z')]
    expect(placedOrderReadOf(cart(item(2)), [1, 2], orders, since)).toEqual({
      kind: 'placed',
      orderId: 9211,
    })
  })

  it('never guesses: an older order, or one with an unusable id, leaves it unknown', () => {
    expect(
      placedOrderReadOf(cart(item(2)), [1, 2], [order(9210, '2026-11-23T23:00:00Z')], since),
    ).toEqual({ kind: 'unknown' })
    expect(
      placedOrderReadOf(cart(item(2)), [1, 2], [order(-1, '2026-11-24T00:00:05Z')], since),
    ).toEqual({ kind: 'unknown' })
  })
})

describe('usablePricing', () => {
  it('passes amounts of at least 0 and refuses anything else as no price', () => {
    const good = { amount: 2860, shipping_fee: 800, total_amount: 3660 }
    expect(usablePricing(good)).toEqual(good)
    expect(() => usablePricing({ ...good, amount: 'free' })).toThrow('PRICING_FAILED')
    expect(() => usablePricing({ ...good, shipping_fee: -800 })).toThrow('PRICING_FAILED')
    expect(() => usablePricing({ ...good, total_amount: Number.NaN })).toThrow('PRICING_FAILED')
    expect(() => usablePricing(null)).toThrow('PRICING_FAILED')
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
