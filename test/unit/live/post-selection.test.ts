import { describe, expect, it } from 'vitest'
import {
  idsMoved,
  idsWithAdded,
  unsellableReason,
  selectedIds,
  unselectedProducts,
} from '../../../src/features/seller/post-selection'

type Status = 'init' | 'selling' | 'sold' | 'deleted'
const entry = (id: number, order: number, status: Status = 'selling') => ({
  id,
  status,
  pivot: { order },
})
// Only the fields the selection reads; the rest of a post product does not matter here.
const post = (...products: ReturnType<typeof entry>[]) =>
  ({ products }) as unknown as Parameters<typeof selectedIds>[0]

describe('the post editor selection', () => {
  it('lists the post in pivot order, without products taken off it', () => {
    expect(
      selectedIds(post(entry(3, 2), entry(1, 1), entry(9, 3, 'deleted'), entry(4, 4, 'sold'))),
    ).toEqual([1, 3, 4])
  })

  it("offers the seller's other products, taken-off ones included", () => {
    const all = [{ id: 1 }, { id: 3 }, { id: 9 }, { id: 10 }]
    expect(
      unselectedProducts(all, post(entry(1, 1), entry(9, 2, 'deleted'))).map((p) => p.id),
    ).toEqual([3, 9, 10])
  })

  it('adds at the end and never twice', () => {
    const current = post(entry(1, 1), entry(3, 2))
    expect(idsWithAdded(current, 7)).toEqual([1, 3, 7])
    expect(idsWithAdded(current, 3)).toEqual([1, 3])
  })

  it('moves a product one place up or down, never out of the list', () => {
    const current = post(entry(1, 1), entry(3, 2), entry(7, 3), entry(9, 4, 'deleted'))
    expect(idsMoved(current, 3, -1)).toEqual([3, 1, 7])
    expect(idsMoved(current, 3, 1)).toEqual([1, 7, 3])
    expect(idsMoved(current, 1, -1)).toEqual([1, 3, 7])
    expect(idsMoved(current, 7, 1)).toEqual([1, 3, 7])
    expect(idsMoved(current, 9, -1)).toEqual([1, 3, 7])
  })

  it('offers to add only what can be sold: nothing left (sold out, oversold) or sale over is not', () => {
    expect(unsellableReason({ salable_status: 'on_sell', available_quantity: 8 })).toBeUndefined()
    expect(
      unsellableReason({ salable_status: 'before_sell', available_quantity: 5 }),
    ).toBeUndefined()
    expect(unsellableReason({ salable_status: 'sold_out', available_quantity: 0 })).toBe('no-stock')
    // Oversold: the seller list clamps the stock at 0 while the status may lag.
    expect(unsellableReason({ salable_status: 'on_sell', available_quantity: 0 })).toBe('no-stock')
    expect(unsellableReason({ salable_status: 'end_sell', available_quantity: 3 })).toBe(
      'sale-ended',
    )
  })
})
