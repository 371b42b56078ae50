import { Hono } from 'hono'
import type { Db } from '../db/db'
import { ordersSinceReset, paymentAttemptsOf } from '../db/queries'
import { orderView } from '../db/views/orders'

/**
 * GET /__sandbox/orders: every order created since the reset (seeded ones left out), oldest
 * first, each as the API shows it plus who placed it, from which stream, and every attempt to
 * charge it. Tests read it to prove one order per intent and at most one paid attempt per order.
 * Mounted beside the controls, so it is never faulted.
 */
export function orderControlRoutes(db: Db) {
  return new Hono().get('/orders', (c) =>
    c.json({
      orders: ordersSinceReset(db).map((order) => ({
        ...orderView(db, order),
        owner: order.owner,
        stream_id: order.stream_id,
        payment_attempts: paymentAttemptsOf(db, order.id),
      })),
    }),
  )
}
