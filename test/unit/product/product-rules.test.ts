import { describe, expect, it } from 'vitest'
import type { Product } from '../../../src/api/schemas/product'
import type { Sku } from '../../../src/api/schemas/sku'
import {
  addBlockOf,
  firstChoosableSku,
  httpsUrlOf,
  maxQuantity,
  saleCountdownOf,
} from '../../../src/features/product/product-rules'

const sku = (over: Partial<Sku> = {}): Sku => ({
  id: 1,
  available_quantity: 5,
  salable_quantity: 5,
  salable_limit: null,
  name: 'M',
  price: 1000,
  force_purchase_url: null,
  ...over,
})

const product = (over: Partial<Product> = {}): Product => ({
  id: 10,
  name: 'Mug',
  description: null,
  sale_started_at: null,
  sale_ended_at: null,
  min_price: 1000,
  max_price: 1000,
  salable_status: 'on_sell',
  available_quantity: 5,
  cover_image_id: null,
  images: [],
  skus: [sku()],
  adult_warning: false,
  is_supplying: true,
  is_printio_product: false,
  printio_product_data: null,
  ...over,
})

const grownUp = { status: 'grown_up' as const, confirmedAdult: false }

describe('addBlockOf: what the add button allows', () => {
  it('allows an on-sale product with a SKU in stock', () => {
    expect(addBlockOf(product(), sku(), grownUp)).toBeNull()
  })

  it.each([
    ['before_sell', 'before-sell'],
    ['end_sell', 'end-sell'],
    ['sold_out', 'sold-out'],
  ] as const)('refuses a product whose salable status is %s', (status, block) => {
    expect(addBlockOf(product({ salable_status: status }), sku(), grownUp)).toBe(block)
  })

  it('follows the stream post: not on sale before the liver starts selling it, sold once sold', () => {
    expect(addBlockOf(product(), sku(), grownUp, 'init')).toBe('not-in-stream-yet')
    expect(addBlockOf(product(), sku(), grownUp, 'sold')).toBe('sold-out')
    expect(addBlockOf(product(), sku(), grownUp, 'selling')).toBeNull()
  })

  it('refuses a product the seller is not supplying, a sold-out SKU and no SKU', () => {
    expect(addBlockOf(product({ is_supplying: false }), sku(), grownUp)).toBe('not-supplied')
    expect(addBlockOf(product(), sku({ available_quantity: 0 }), grownUp)).toBe('sku-sold-out')
    expect(addBlockOf(product(), undefined, grownUp)).toBe('no-sku')
  })

  it('asks the age question of a visitor whose age is not set, and only for adult products', () => {
    const adult = product({ adult_warning: true })
    const notSet = { status: 'not_set' as const, confirmedAdult: false }
    expect(addBlockOf(adult, sku(), notSet)).toBe('age-question')
    expect(addBlockOf(adult, sku(), { ...notSet, confirmedAdult: true })).toBeNull()
    expect(addBlockOf(product(), sku(), notSet)).toBeNull()
  })

  it('refuses an adult product to an underage visitor, even after a confirmation', () => {
    const adult = product({ adult_warning: true })
    expect(addBlockOf(adult, sku(), { status: 'underage', confirmedAdult: true })).toBe('underage')
    expect(addBlockOf(adult, sku(), grownUp)).toBeNull()
  })

  it('sends a SKU with an https purchase page there instead of the cart; other URLs are ignored', () => {
    const outside = sku({ force_purchase_url: 'https://shop.example.com/reserve' })
    expect(addBlockOf(product(), outside, grownUp)).toBe('outside-purchase')
    expect(addBlockOf(product(), sku({ force_purchase_url: '/reserve' }), grownUp)).toBeNull()
  })
})

describe('httpsUrlOf', () => {
  it('keeps https addresses only', () => {
    expect(httpsUrlOf('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(httpsUrlOf('http://example.com/')).toBeUndefined()
    expect(httpsUrlOf('javascript:alert(1)')).toBeUndefined()
    expect(httpsUrlOf('/__sandbox/main-site')).toBeUndefined()
    expect(httpsUrlOf('')).toBeUndefined()
    expect(httpsUrlOf(null)).toBeUndefined()
    expect(httpsUrlOf(undefined)).toBeUndefined()
  })
})

describe('quantity bounds', () => {
  it('is bounded by what may still be sold, the per-person limit and 99', () => {
    expect(maxQuantity(sku({ salable_quantity: 2 }))).toBe(2)
    expect(maxQuantity(sku({ salable_quantity: 30, salable_limit: 10 }))).toBe(10)
    expect(maxQuantity(sku({ salable_quantity: 500 }))).toBe(99)
    expect(maxQuantity(sku({ salable_quantity: 0 }))).toBe(1)
  })

  it('starts on the first SKU that is not sold out', () => {
    const soldOut = sku({ id: 1, available_quantity: 0, salable_quantity: 0 })
    expect(firstChoosableSku(product({ skus: [soldOut, sku({ id: 2 })] }))?.id).toBe(2)
    expect(firstChoosableSku(product({ skus: [soldOut] }))).toBeUndefined()
  })
})

describe('saleCountdownOf', () => {
  const now = new Date('2026-01-10T00:00:00Z')
  const before = new Date('2026-01-01T00:00:00Z')
  const after = new Date('2026-01-20T00:00:00Z')

  it('counts to the start before the sale and to the end during it', () => {
    expect(saleCountdownOf(product({ sale_started_at: after }), now)).toEqual({
      kind: 'starts',
      at: after,
    })
    expect(
      saleCountdownOf(product({ sale_started_at: before, sale_ended_at: after }), now),
    ).toEqual({ kind: 'ends', at: after })
    expect(saleCountdownOf(product({ sale_ended_at: after }), now)).toEqual({
      kind: 'ends',
      at: after,
    })
  })

  it('counts nothing without a window or once it is over', () => {
    expect(saleCountdownOf(product(), now)).toBeNull()
    expect(saleCountdownOf(product({ sale_ended_at: before }), now)).toBeNull()
  })
})
