import { describe, expect, it } from 'vitest'
import { createDb } from '../../../sandbox/db/db'
import { paymentFee, shippingFee, totals } from '../../../sandbox/db/rules/pricing'

const db = createDb()
const shipping = (id: number) => {
  const row = db.shippingSettings.get(id)
  if (!row) throw new Error(`no shipping setting ${id}`)
  return row
}

describe('pricing rules on the seeded settings', () => {
  it('charges sakura-select by condition, free from the threshold, more for remote prefectures', () => {
    expect(shippingFee(shipping(1011), 4999, '13')).toBe(800)
    expect(shippingFee(shipping(1011), 5000, '13')).toBe(0)
    expect(shippingFee(shipping(1011), 9999, '01')).toBe(1500)
    expect(shippingFee(shipping(1011), 9999, null)).toBe(0)
  })

  it('handles fixed, free and the Taiwan condition', () => {
    expect(shippingFee(shipping(1021), 100000, '13')).toBe(500)
    expect(shippingFee(shipping(2031), 1, '47')).toBe(0)
    expect(shippingFee(shipping(2011), 1, '47')).toBe(1200)
    expect(shippingFee(shipping(2021), 999, null)).toBe(100)
    expect(shippingFee(shipping(2021), 1000, null)).toBe(0)
  })

  it('adds the cash-on-delivery fee and never goes below 0', () => {
    expect(paymentFee(db.paymentSettings.get(1114))).toBe(330)
    expect(paymentFee(db.paymentSettings.get(1111))).toBe(0)
    expect(totals(2860, 800, 330)).toEqual({
      amount: 2860,
      shipping_fee: 800,
      payment_fee: 330,
      total_amount: 3990,
    })
    expect(totals(-5, -1, 0).total_amount).toBe(0)
  })
})
