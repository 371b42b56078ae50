import { Hono } from 'hono'
import * as v from 'valibot'
import type { Db } from '../db/db'
import { ordersSinceReset, paymentAttemptsOf } from '../db/queries'
import { orderMessageView, orderView } from '../db/views/orders'
import { validateJson } from './validation'

const SellerReplySchema = v.strictObject({ message: v.pipe(v.string(), v.nonEmpty()) })

/**
 * GET /__sandbox/orders: every order created since the reset (seeded ones left out), oldest
 * first, each as the API shows it plus who placed it, from which stream, and every attempt to
 * charge it. Tests read it to prove one order per intent and at most one paid attempt per order.
 * POST /__sandbox/orders/{id}/messages `{ message }`: the seller answers on an order (there is no
 * seller API for it), so a buyer's open page can be seen picking the reply up.
 * Mounted beside the controls, so it is never faulted.
 */
export function orderControlRoutes(db: Db) {
  return new Hono()
    .get('/orders', (c) =>
      c.json({
        orders: ordersSinceReset(db).map((order) => ({
          ...orderView(db, order),
          owner: order.owner,
          stream_id: order.stream_id,
          payment_attempts: paymentAttemptsOf(db, order.id),
        })),
      }),
    )
    .post('/orders/:id/messages', async (c) => {
      const order = db.orders.get(Number(c.req.param('id')))
      if (!order) return c.json({ code: 'NOT_FOUND', message: 'No such order.' }, 404)
      const body = await validateJson(c, SellerReplySchema)
      if (!body.ok) return body.answer
      const id = db.nextId('orderMessages')
      const row = {
        id,
        order_id: order.id,
        role: 'seller' as const,
        message: body.value.message,
        user_id: null,
        created_at: db.nowIso(),
      }
      db.orderMessages.set(id, row)
      return c.json({ data: orderMessageView(db, row) }, 201)
    })
}
