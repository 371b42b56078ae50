import { describe, expect, it } from 'vitest'
import type { PostProduct } from '../../../src/api/schemas/product'
import type { StreamProducts } from '../../../src/features/storefront/load-live-products'
import { streamFingerprint } from '../../../src/features/storefront/stream-changes'

const product = (id: number, more: Partial<PostProduct> = {}): PostProduct => ({
  id,
  name: `P${id}`,
  description: 'A long description the card does not show '.repeat(20),
  sale_started_at: new Date('2026-01-01T00:00:00Z'),
  sale_ended_at: null,
  min_price: 1000,
  max_price: 1200,
  salable_status: 'on_sell',
  available_quantity: 5,
  cover_image_id: null,
  images: [],
  skus: [
    {
      id: id * 10,
      available_quantity: 5,
      salable_quantity: 5,
      salable_limit: null,
      name: 'M',
      price: 1000,
    },
  ],
  adult_warning: false,
  is_supplying: false,
  is_printio_product: false,
  status: 'selling',
  pivot: { order: id },
  ...more,
})
const post = (...products: PostProduct[]): StreamProducts => ({
  kind: 'post',
  post: { id: 5001, store_id: 201, title: 'Live', products },
})
const base = streamFingerprint(post(product(1), product(2)))

describe('what a read of the post is compared by', () => {
  it('is equal for a read that changed nothing the page shows, and far smaller than the answer', () => {
    const again = post(product(1), product(2))
    expect(streamFingerprint(again)).toBe(base)
    expect(streamFingerprint(post(product(1, { description: 'edited' }), product(2)))).toBe(base)
    expect(base.length).toBeLessThan(JSON.stringify(again).length / 5)
  })

  it.each<[string, PostProduct[]]>([
    ['a product added', [product(1), product(2), product(3)]],
    ['a product taken off', [product(1), product(2, { status: 'deleted' })]],
    ['the order changed', [product(1, { pivot: { order: 3 } }), product(2)]],
    ['sold out', [product(1, { salable_status: 'sold_out', available_quantity: 0 }), product(2)]],
    ['stock left', [product(1, { available_quantity: 4 }), product(2)]],
    [
      'a SKU sold',
      [product(1), { ...product(2), skus: [{ ...product(2).skus[0]!, salable_quantity: 1 }] }],
    ],
    [
      'a sale that closes',
      [product(1, { sale_ended_at: new Date('2026-02-01T00:00:00Z') }), product(2)],
    ],
    [
      'a sale that opens later',
      [product(1, { sale_started_at: new Date('2026-03-01T00:00:00Z') }), product(2)],
    ],
    ['a price', [product(1, { min_price: 900 }), product(2)]],
    ['a name holding the separator', [product(1, { name: 'P1|1000' }), product(2)]],
  ])('differs when %s', (_, products) => {
    expect(streamFingerprint(post(...products))).not.toBe(base)
  })

  it('tells the kinds of answer apart', () => {
    expect(streamFingerprint({ kind: 'missing' })).not.toBe(streamFingerprint({ kind: 'no-post' }))
  })
})
