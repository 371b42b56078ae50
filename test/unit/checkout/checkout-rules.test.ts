import { describe, expect, it } from 'vitest'
import { contactProblems } from '../../../src/features/checkout/steps/contact-rules'
import { itemChanges } from '../../../machines/checkout/checkout-steps'
import { knownItemsOf } from '../../../src/features/checkout/actor/use-checkout-known'
import { unbuyable } from '../../../machines/checkout/checkout-known'
import { gmoExpiry } from '../../../src/features/payment/new-card-form'
import type { Cart } from '../../../src/api/schemas/cart'

const empty = { email: null, phone: null, buyerName: null }

describe('contactProblems', () => {
  it('a guest must give e-mail and phone', () => {
    expect(contactProblems(empty, false)).toEqual({
      email: 'emailMissing',
      phone: 'phoneMissing',
    })
  })

  it('a member may leave them to the account', () => {
    expect(contactProblems(empty, true)).toEqual({})
  })

  it('what is given must look right', () => {
    expect(
      contactProblems({ email: 'not-an-address', phone: 'call me', buyerName: null }, true),
    ).toEqual({ email: 'emailInvalid', phone: 'phoneInvalid' })
    expect(
      contactProblems({ email: ' a@example.com ', phone: '090-1234-5678', buyerName: null }, false),
    ).toEqual({})
  })
})

describe('itemChanges', () => {
  const cart = {
    id: 1,
    items: [
      { id: 1, status_changes: ['price'], sku: {}, quantity: 1 },
      { id: 2, status_changes: null, sku: {}, quantity: 1 },
    ],
  } as unknown as Cart

  it('marks the cart’s changes, the machine’s answer winning', () => {
    const changes = itemChanges({
      known: { items: knownItemsOf(cart) },
      changedItems: [{ cart_item_id: 2, status_changes: ['stock_sold_out'] }],
    })
    expect(changes.get(1)).toEqual(['price'])
    expect(changes.get(2)).toEqual(['stock_sold_out'])
  })

  it('an item sold out or off sale cannot be bought; a new price can be accepted', () => {
    expect(unbuyable(['stock_sold_out'])).toBe(true)
    expect(unbuyable(['over_salable_time', 'price'])).toBe(true)
    expect(unbuyable(['price', 'stock_shortage'])).toBe(false)
    expect(unbuyable(undefined)).toBe(false)
  })
})

describe('gmoExpiry', () => {
  it('turns MM/YY into GMO’s YYMM', () => {
    expect(gmoExpiry('12/30')).toBe('3012')
    expect(gmoExpiry('0130')).toBe('3001')
    expect(gmoExpiry(' 05 / 29 ')).toBe('2905')
  })

  it('refuses what is not a month', () => {
    expect(gmoExpiry('13/30')).toBeNull()
    expect(gmoExpiry('00/30')).toBeNull()
    expect(gmoExpiry('2030-12')).toBeNull()
    expect(gmoExpiry('１２/３０')).toBe('3012')
  })
})
