import { describe, expect, it } from 'vitest'
import { createDb } from '../../../sandbox/db/db'
import { FX } from '../../../sandbox/db/fixtures'
import {
  boughtQuantity,
  quantityProblem,
  salableStatus,
  skuProblem,
} from '../../../sandbox/db/rules/sku-state'
import { snapshotOf, statusChanges } from '../../../sandbox/db/rules/status-changes'
import { userOwner } from '../../../sandbox/db/types/people'
import { productView } from '../../../sandbox/db/views/catalog'

const db = createDb()
const sku = (id: number) => {
  const row = db.skus.get(id)
  if (!row) throw new Error(`no sku ${id}`)
  return row
}
const product = (id: number) => {
  const row = db.products.get(id)
  if (!row) throw new Error(`no product ${id}`)
  return row
}

describe('the add-to-cart fixtures produce their codes', () => {
  it.each([
    [FX.skus.furoshikiDeleted, 'SKU_DELETED'],
    [FX.skus.wagashi, 'SKU_NOT_SUPPLIED'],
    [FX.skus.fukubukuro, 'SKU_OUTSIDE_OF_SALE_TIMES'],
    [FX.skus.furin, 'SKU_OUTSIDE_OF_SALE_TIMES'],
    [FX.skus.towelWhiteSoldOut, 'SKU_SOLD_OUT'],
    [FX.skus.mugIndigo, null],
  ])('sku %i: %s', (id, code) => {
    expect(skuProblem(db, sku(id))).toBe(code)
  })

  it('limits per buyer and by stock', () => {
    const limitOne = product(FX.products.limitOne)
    expect(quantityProblem(limitOne, sku(FX.skus.mameZara), 1, 0)).toBeNull()
    expect(quantityProblem(limitOne, sku(FX.skus.mameZara), 2, 0)).toBe(
      'REACHED_BUYER_PURCHASABLE_LIMIT',
    )
    expect(quantityProblem(limitOne, sku(FX.skus.mameZara), 1, 1)).toBe(
      'REACHED_BUYER_PURCHASABLE_LIMIT',
    )
    expect(quantityProblem(product(FX.products.lowStock), sku(FX.skus.basket), 3, 0)).toBe(
      'ADD_CART_OUT_OF_STOCK',
    )
  })

  it('counts what a buyer already bought, not canceled orders', () => {
    const member = userOwner(FX.users.member)
    expect(boughtQuantity(db, member, FX.products.multiSku)).toBe(2)
    expect(boughtQuantity(db, member, 3016)).toBe(0) // only in the canceled order
  })
})

describe('salable status and prices', () => {
  it.each([
    [FX.products.multiSku, 'on_sell'],
    [FX.products.soldOutSku, 'on_sell'],
    [FX.products.beforeSell, 'before_sell'],
    [FX.products.endSell, 'end_sell'],
    [FX.products.liveSoldOut, 'sold_out'],
  ])('product %i is %s', (id, status) => {
    expect(salableStatus(db, product(id))).toBe(status)
  })

  it('sells the limited-time sale at its sale price, with the list price kept', () => {
    const view = productView(db, product(FX.products.limitedSale))
    expect(view.skus[0]?.price).toBe(2592)
    expect(sku(FX.skus.matchaSale).original_price).toBe(3240)
  })

  it('leaves deleted SKUs out of the buyer view', () => {
    expect(productView(db, product(FX.products.deletedSku)).skus.map((s) => s.id)).toEqual([
      FX.skus.furoshikiOk,
    ])
  })
})

describe('cart status changes', () => {
  it('flags the seeded kumo-books item whose price rose, and clears once synced', () => {
    const item = db.cartItems.get(1)
    if (!item) throw new Error('no seeded cart item')
    expect(statusChanges(db, item)).toEqual(['price'])
    const fresh = snapshotOf(db, item.sku_id)
    if (!fresh) throw new Error('no snapshot')
    expect(statusChanges(db, { ...item, snapshot: fresh })).toBeNull()
  })

  it('reports shortage and sold out', () => {
    const base = { id: 99, cart_id: 1, stream_id: null, created_at: db.nowIso() }
    const basket = {
      ...base,
      sku_id: FX.skus.basket,
      quantity: 5,
      snapshot: snapshotOf(db, FX.skus.basket)!,
    }
    expect(statusChanges(db, basket)).toEqual(['stock_shortage'])
    const towel = {
      ...base,
      sku_id: FX.skus.towelWhiteSoldOut,
      quantity: 1,
      snapshot: snapshotOf(db, FX.skus.towelWhiteSoldOut)!,
    }
    expect(statusChanges(db, towel)).toEqual(['stock_sold_out'])
  })
})
