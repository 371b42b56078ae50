import { describe, expect, it } from 'vitest'
import {
  addBlockOf,
  firstChoosableSku,
  httpsUrlOf,
  maxQuantity,
  saleCountdownOf,
} from '../../../src/features/product/product-rules'
import { aProduct, aSku } from '../../support/catalog-fixtures'

const grownUp = { status: 'grown_up' as const, confirmedAdult: false }

describe('addBlockOf: what the add button allows', () => {
  it('allows an on-sale product with a SKU in stock', () => {
    expect(addBlockOf(aProduct(), aSku(), grownUp)).toBeNull()
  })

  it.each([
    ['before_sell', 'before-sell'],
    ['end_sell', 'end-sell'],
    ['sold_out', 'sold-out'],
  ] as const)('refuses a product whose salable status is %s', (status, block) => {
    expect(addBlockOf(aProduct({ salable_status: status }), aSku(), grownUp)).toBe(block)
  })

  it('follows the stream post: not on sale before the liver starts selling it, sold once sold', () => {
    expect(addBlockOf(aProduct(), aSku(), grownUp, 'init')).toBe('not-in-stream-yet')
    expect(addBlockOf(aProduct(), aSku(), grownUp, 'sold')).toBe('sold-out')
    expect(addBlockOf(aProduct(), aSku(), grownUp, 'selling')).toBeNull()
  })

  it('refuses a product the seller is not supplying, a sold-out SKU and no SKU', () => {
    expect(addBlockOf(aProduct({ is_supplying: false }), aSku(), grownUp)).toBe('not-supplied')
    expect(addBlockOf(aProduct(), aSku({ available_quantity: 0 }), grownUp)).toBe('sku-sold-out')
    expect(addBlockOf(aProduct(), undefined, grownUp)).toBe('no-sku')
  })

  it('asks the age question of a visitor whose age is not set, and only for adult products', () => {
    const adult = aProduct({ adult_warning: true })
    const notSet = { status: 'not_set' as const, confirmedAdult: false }
    expect(addBlockOf(adult, aSku(), notSet)).toBe('age-question')
    expect(addBlockOf(adult, aSku(), { ...notSet, confirmedAdult: true })).toBeNull()
    expect(addBlockOf(aProduct(), aSku(), notSet)).toBeNull()
  })

  it('refuses an adult product to an underage visitor, even after a confirmation', () => {
    const adult = aProduct({ adult_warning: true })
    expect(addBlockOf(adult, aSku(), { status: 'underage', confirmedAdult: true })).toBe('underage')
    expect(addBlockOf(adult, aSku(), grownUp)).toBeNull()
  })

  it('sends a SKU with an https purchase page there instead of the cart; other URLs are ignored', () => {
    const outside = aSku({ force_purchase_url: 'https://shop.example.com/reserve' })
    expect(addBlockOf(aProduct(), outside, grownUp)).toBe('outside-purchase')
    expect(addBlockOf(aProduct(), aSku({ force_purchase_url: '/reserve' }), grownUp)).toBeNull()
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

  it('never offers an address with credentials in it', () => {
    expect(httpsUrlOf('https://user:pw@seller.example/buy')).toBeUndefined()
    expect(httpsUrlOf('https://shop.example@evil.example/')).toBeUndefined()
  })
})

describe('quantity bounds', () => {
  it('is bounded by what may still be sold, the per-person limit and 99', () => {
    expect(maxQuantity(aSku({ salable_quantity: 2 }))).toBe(2)
    expect(maxQuantity(aSku({ salable_quantity: 30, salable_limit: 10 }))).toBe(10)
    expect(maxQuantity(aSku({ salable_quantity: 500 }))).toBe(99)
    expect(maxQuantity(aSku({ salable_quantity: 0 }))).toBe(1)
  })

  it('starts on the first SKU that is not sold out', () => {
    const soldOut = aSku({ id: 1, available_quantity: 0, salable_quantity: 0 })
    expect(firstChoosableSku(aProduct({ skus: [soldOut, aSku({ id: 2 })] }))?.id).toBe(2)
    expect(firstChoosableSku(aProduct({ skus: [soldOut] }))).toBeUndefined()
  })
})

describe('saleCountdownOf', () => {
  const now = new Date('2026-01-10T00:00:00Z')
  const before = new Date('2026-01-01T00:00:00Z')
  const after = new Date('2026-01-20T00:00:00Z')

  it('counts to the start before the sale and to the end during it', () => {
    expect(saleCountdownOf(aProduct({ sale_started_at: after }), now)).toEqual({
      kind: 'starts',
      at: after,
    })
    expect(
      saleCountdownOf(aProduct({ sale_started_at: before, sale_ended_at: after }), now),
    ).toEqual({ kind: 'ends', at: after })
    expect(saleCountdownOf(aProduct({ sale_ended_at: after }), now)).toEqual({
      kind: 'ends',
      at: after,
    })
  })

  it('counts nothing without a window or once it is over', () => {
    expect(saleCountdownOf(aProduct(), now)).toBeNull()
    expect(saleCountdownOf(aProduct({ sale_ended_at: before }), now)).toBeNull()
  })
})
