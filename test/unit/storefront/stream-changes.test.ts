import { describe, expect, it } from 'vitest'
import type { PostProduct } from '../../../src/api/schemas/product'
import { firstCards, nextCards } from '../../../src/features/storefront/stream-changes'

const product = (id: number, order: number, more: Partial<PostProduct> = {}) =>
  ({
    id,
    name: `P${id}`,
    status: 'selling',
    salable_status: 'on_sell',
    pivot: { order },
    ...more,
  }) as PostProduct

const ids = (cards: ReturnType<typeof firstCards>) =>
  cards.map((card) => [card.product.id, card.gone ? 'gone' : card.added ? 'new' : ''])

describe('stream cards across reads', () => {
  const start = firstCards([product(2, 2), product(1, 1), product(3, 3)])

  it('puts an added product in its place in the liver order, marked new, and says so', () => {
    const { cards, changes } = nextCards(start, [
      product(1, 1),
      product(9, 2),
      product(2, 3),
      product(3, 4),
    ])
    expect(ids(cards)).toEqual([
      [1, ''],
      [9, 'new'],
      [2, ''],
      [3, ''],
    ])
    expect(changes).toEqual([{ kind: 'added', name: 'P9' }])
  })

  it('keeps a removed product in its place, marked, so nothing below it moves', () => {
    const { cards, changes } = nextCards(start, [product(1, 1), product(3, 2)])
    expect(ids(cards)).toEqual([
      [1, ''],
      [2, 'gone'],
      [3, ''],
    ])
    expect(changes).toEqual([{ kind: 'gone', name: 'P2' }])
    // Said once, not on every read after.
    expect(nextCards(cards, [product(1, 1), product(3, 2)]).changes).toEqual([])
  })

  it('says when a product sells out, its sale closes or opens', () => {
    const { changes, cards } = nextCards(start, [
      product(1, 1, { status: 'sold', salable_status: 'sold_out' }),
      product(2, 2, { salable_status: 'end_sell' }),
      product(3, 3),
    ])
    expect(changes).toEqual([
      { kind: 'soldOut', name: 'P1' },
      { kind: 'closed', name: 'P2' },
    ])
    expect(nextCards(cards, [product(1, 1), product(2, 2), product(3, 3)]).changes).toEqual([
      { kind: 'onSale', name: 'P1' },
      { kind: 'onSale', name: 'P2' },
    ])
  })

  it('leaves out products the post marks deleted', () => {
    expect(ids(firstCards([product(1, 1), product(2, 2, { status: 'deleted' })]))).toEqual([
      [1, ''],
    ])
  })
})
