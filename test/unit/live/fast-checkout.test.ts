import { describe, expect, it } from 'vitest'
import type { PostProduct } from '../../../src/api/schemas/product'
import {
  fastCheckoutChoices,
  quantityOfField,
} from '../../../src/features/live/fast-checkout/fast-checkout-choices'
import { fastCheckoutResultOf } from '../../../src/features/live/fast-checkout/fast-checkout-effects'
import { aProduct, aSku } from '../../support/catalog-fixtures'

const sku = (id: number, available = 5) =>
  aSku({ id, available_quantity: available, salable_quantity: available, name: `SKU ${id}` })

const product = (id: number, over: Partial<PostProduct> = {}): PostProduct => ({
  ...aProduct({ id, name: `Product ${id}`, skus: [sku(id * 10 + 1), sku(id * 10 + 2, 0)] }),
  status: 'selling',
  pivot: { order: 1 },
  ...over,
})

describe('quick purchase choices', () => {
  it('offers the SKUs a buyer could add now: not sold out, not init, not adult, on sale', () => {
    const choices = fastCheckoutChoices([
      product(1),
      product(2, { status: 'init' }),
      product(3, { adult_warning: true }),
      product(4, { salable_status: 'end_sell' }),
      product(5, { is_supplying: false }),
    ])
    expect(choices.map(({ sku: s }) => s.id)).toEqual([11])
  })

  it('reads a quantity field as none when empty, zero or not a number, and at most the max', () => {
    expect(quantityOfField('', 5)).toBe(0)
    expect(quantityOfField('0', 5)).toBe(0)
    expect(quantityOfField('-2', 5)).toBe(0)
    expect(quantityOfField('abc', 5)).toBe(0)
    expect(quantityOfField('2.7', 5)).toBe(2)
    expect(quantityOfField('9', 5)).toBe(5)
  })
})

describe('fast-checkout answers as the machine reads them', () => {
  it('a URL to go to, a 4xx refusal with its code, and nothing usable otherwise', () => {
    expect(
      fastCheckoutResultOf({ ok: true, status: 200, data: { redirect_url: 'https://a.b/c' } }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://a.b/c',
    })
    expect(fastCheckoutResultOf({ ok: true, status: 200, data: { redirect_url: 42 } })).toEqual({
      kind: 'failed',
      code: 'UNKNOWN',
    })
    const http = (status: number) =>
      ({ ok: false, kind: 'http', status, error: { code: 'SKU_SOLD_OUT' } }) as const
    expect(fastCheckoutResultOf(http(400))).toEqual({ kind: 'refused', code: 'SKU_SOLD_OUT' })
    expect(fastCheckoutResultOf(http(503))).toEqual({ kind: 'failed', code: 'UNKNOWN' })
    expect(fastCheckoutResultOf({ ok: false, kind: 'network', cause: null })).toEqual({
      kind: 'failed',
      code: 'NETWORK',
    })
    expect(fastCheckoutResultOf({ ok: false, kind: 'malformed', status: 200 })).toEqual({
      kind: 'failed',
      code: 'UNKNOWN',
    })
  })
})
