import { Hono } from 'hono'
import * as v from 'valibot'
import type { Db } from '../db/db'
import { FX } from '../db/fixtures'
import { userOwner } from '../db/types/people'
import { postsOf, productsOf } from '../db/queries'
import { addScale, SCALE_MAX, SCALE_PARTS, scaleOf, type Scale } from '../db/seed/scale'
import { validateJson } from './validation'

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SCALE_MAX))
const ScaleSchema = v.strictObject({
  n: v.optional(count),
  ...(Object.fromEntries(SCALE_PARTS.map((part) => [part, v.optional(count)])) as Record<
    keyof Scale,
    v.OptionalSchema<typeof count, undefined>
  >),
})

/**
 * POST /__sandbox/scale `{ "n": 2000 }` (or parts by name): liver 1001's shop made big on top of
 * what the sandbox holds now, until the next reset (docs/sandbox.md#a-big-store). Answers what
 * the store then holds. Beside the controls, so it is never faulted.
 */
export function scaleControlRoutes(db: Db) {
  return new Hono().post('/scale', async (c) => {
    const body = await validateJson(c, ScaleSchema)
    if (!body.ok) return body.answer
    const { n, ...parts } = body.value
    const scale: Scale = { ...scaleOf(n ?? 0) }
    for (const part of SCALE_PARTS) scale[part] = parts[part] ?? scale[part]
    addScale(db, scale)
    const store = FX.stores.liveJp
    const post = postsOf(db, store).find((row) => row.id === FX.posts.jp)
    const cart = [...db.carts.values()].find(
      (row) => row.store_id === store && row.owner === userOwner(FX.users.buyerJp),
    )
    return c.json({
      scale,
      store: {
        products: productsOf(db, store).length,
        post_products: post?.products.filter((entry) => entry.status !== 'deleted').length ?? 0,
        cart_lines: cart
          ? [...db.cartItems.values()].filter((item) => item.cart_id === cart.id).length
          : 0,
        messages: [...db.orderMessages.values()].filter(
          (row) => row.order_id === FX.orders.buyerJpDelivering,
        ).length,
        orders: [...db.orders.values()].filter(
          (row) => row.store_id === store && row.owner === userOwner(FX.users.buyerJp),
        ).length,
      },
    })
  })
}
