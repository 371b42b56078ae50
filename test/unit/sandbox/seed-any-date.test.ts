import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import { FX } from '../../../sandbox/db/fixtures'
import { productView } from '../../../sandbox/db/views/catalog'
import { orderView } from '../../../sandbox/db/views/orders'
import { isExpired } from '../../../sandbox/api/pay/cards'
import { cardExpiry, movedClocks } from '../../support/clock'

// What the browser and contract tests take from the fixtures, checked on today and on the moved
// days: if a fixture's date were written as a literal, or derived wrongly from the reset time,
// a test reading it would pass only on some days. The slow suites run at one moved clock
// (vite.config.ts, project "moved clock"); this runs the seed on every one of them.
const clocks = [{ name: 'today', at: new Date() }, ...movedClocks()]
const P = FX.products
const utcDay = (iso: string) => iso.slice(0, 10).replaceAll('-', '')

describe.each(clocks)('the fixtures seeded $name', ({ at }) => {
  const { db } = createSandbox({ now: () => at })
  const now = at.getTime()
  const product = (id: number) => productView(db, db.products.get(id)!)

  it('run the limited-time sale now, the before-sale product ahead and the ended one behind', () => {
    const sale = db.skus.get(FX.skus.matchaSale)?.limited_time_sale
    expect(Date.parse(sale?.started_at ?? '')).toBeLessThan(now)
    expect(Date.parse(sale?.ended_at ?? '')).toBe(now + 2 * 86_400_000)
    expect(product(P.limitedSale).skus[0]?.price).toBe(sale?.price)
    expect(product(P.beforeSell)).toMatchObject({ salable_status: 'before_sell' })
    expect(Date.parse(product(P.beforeSell).sale_started_at ?? '')).toBe(now + 7 * 86_400_000)
    expect(product(P.endSell)).toMatchObject({ salable_status: 'end_sell' })
    expect(product(P.multiSku)).toMatchObject({ salable_status: 'on_sell' })
  })

  it('number every order by its creation day, in the past, and leave unpaid ones time to pay', () => {
    expect(db.orders.size).toBeGreaterThan(0)
    for (const row of db.orders.values()) {
      const order = orderView(db, row)
      expect(Date.parse(order.created_at)).toBeLessThanOrEqual(now)
      expect(order.slug).toBe(`HS${utcDay(order.created_at)}${order.id}`)
      const deadline = order.payment?.expire_at
      if (order.payment?.status === 'pending' && deadline) {
        expect(Date.parse(deadline)).toBeGreaterThan(now)
      }
    }
  })

  it('keep every saved card valid, and take a card typed with the tests’ expiry', () => {
    for (const card of db.creditCards.values()) {
      expect(Date.parse(card.to_be_expired_at)).toBeGreaterThan(now)
    }
    expect(isExpired(cardExpiry(at).mmyy, at)).toBe(false)
    expect(isExpired(cardExpiry(at, -1).mmyy, at)).toBe(true)
  })
})
