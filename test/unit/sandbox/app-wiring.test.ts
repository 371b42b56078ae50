import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import { FX } from '../../../sandbox/db/fixtures'

describe('the data store inside the sandbox app', () => {
  it('is restored by POST /__sandbox/reset', async () => {
    const { app, db } = createSandbox()
    db.addresses.clear()
    db.orders.delete(FX.orders.memberUnpaid)
    const res = await app.request('/__sandbox/reset', { method: 'POST' })
    expect(res.status).toBe(200)
    expect(db.addresses.has(FX.addresses.member)).toBe(true)
    expect(db.orders.has(FX.orders.memberUnpaid)).toBe(true)
  })

  it('serves the seeded images, and a catch-all fault does not touch them', async () => {
    const { app, db } = createSandbox()
    const fault = await app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '*', status: 500 }),
    })
    expect(fault.status).toBeLessThan(300)
    const url = db.products.get(FX.products.multiSku)?.images[0]?.url ?? ''
    const res = await app.request(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml')
  })
})
