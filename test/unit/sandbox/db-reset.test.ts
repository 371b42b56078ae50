import { describe, expect, it } from 'vitest'
import { createDb } from '../../../sandbox/db/db'
import { FX } from '../../../sandbox/db/fixtures'
import { userOwner } from '../../../sandbox/db/types/people'
import { cartOf } from '../../../sandbox/db/queries'
import { createSandboxState } from '../../../sandbox/state'

const snapshot = (db: ReturnType<typeof createDb>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(db)
        .filter(([, value]) => value instanceof Map)
        .map(([k, m]) => [k, [...(m as Map<unknown, unknown>)]]),
    ),
  )

describe('createDb and reset', () => {
  it('reset restores the seed after every kind of change', () => {
    const clock = new Date('2025-06-01T03:00:00Z')
    const db = createDb({ now: () => clock })
    const seeded = snapshot(db)

    db.addresses.delete(FX.addresses.member)
    const sku = db.skus.get(FX.skus.mugIndigo)
    if (sku) sku.stock = 0
    db.users.get(FX.users.member)!.first_name = 'changed'
    cartOf(db, FX.stores.sakura, userOwner(FX.users.member))
    db.sessions.clear()
    expect(snapshot(db)).not.toBe(seeded)

    db.reset()
    expect(snapshot(db)).toBe(seeded)
  })

  it('keeps table references valid across a reset (routes may hold them)', () => {
    const db = createDb()
    const products = db.products
    db.reset()
    expect(products).toBe(db.products)
    expect(products.size).toBeGreaterThan(0)
  })

  it('hands out ids above the seed that never repeat, even across resets', () => {
    const db = createDb()
    const first = db.nextId('orders')
    expect(first).toBeGreaterThan(Math.max(...db.orders.keys()))
    const second = db.nextId('orders')
    expect(second).toBe(first + 1)
    db.reset()
    expect(db.nextId('orders')).toBe(second + 1)
  })

  it('dates the sale windows from the clock at reset', () => {
    let now = new Date('2025-06-01T03:00:00Z')
    const db = createDb({ now: () => now })
    const sale = db.skus.get(FX.skus.matchaSale)?.limited_time_sale
    expect(Date.parse(sale?.started_at ?? '')).toBeLessThan(now.getTime())
    expect(Date.parse(sale?.ended_at ?? '')).toBeGreaterThan(now.getTime())
    now = new Date('2030-01-01T00:00:00Z')
    db.reset()
    expect(
      db.skus.get(FX.skus.matchaSale)?.limited_time_sale?.ended_at.startsWith('2030-01-03'),
    ).toBe(true)
  })

  it('plugs into the sandbox reset hooks', () => {
    const state = createSandboxState()
    const db = createDb()
    state.onReset(() => db.reset())
    db.orders.clear()
    state.reset()
    expect(db.orders.size).toBeGreaterThan(0)
  })
})
