import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { idParam } from '../../../sandbox/api/catalog/contract-route'

const app = new Hono().get('/orders/:id', (c) => c.json({ id: idParam(c, 'id', 'order') }))

describe('a path id in the sandbox', () => {
  it('is read when written as the server writes it', async () => {
    const res = await app.request('/orders/9102')
    expect([res.status, await res.json()]).toEqual([200, { id: 9102 }])
  })

  it('names nothing otherwise: 404, as a router with a numeric constraint answers', async () => {
    for (const raw of ['0042', '0', 'hinata-kitchen', '4.2e1', '%2042', '99999999999999999']) {
      const res = await app.request(`/orders/${raw}`)
      expect([res.status, await res.json()], raw).toEqual([
        404,
        { code: 'NOT_FOUND', message: 'No such order.' },
      ])
    }
  })
})
