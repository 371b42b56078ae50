import { Hono, type Context } from 'hono'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../../../src/api/schemas/calls/prefixes'
import { cartCalls } from '../../../src/api/schemas/calls/shared/cart'
import type { Db } from '../../db/db'
import { cartOf } from '../../db/queries'
import { cartView } from '../../db/views/cart'
import { requireBuyer } from '../../http/auth'
import { sandboxErrorHandler } from '../../http/errors'
import { parseBody } from '../../http/validate'
import { storeInPath } from '../catalog/access'
import { idParam, serve } from '../catalog/contract-route'
import { addToCart } from './add-to-cart'
import { deleteCartItem, syncSnapshot, updateCartItem } from './cart-items'
import { pricing, pricingSubtotal } from './pricing'

/**
 * Carts and pricing of both APIs, one implementation served under each prefix; mounted at `/`.
 * A cart belongs to one store and one buyer (member, live-shop buyer or guest); both APIs name
 * the store by its id. What each call does: docs/sandbox-api/cart-checkout.md.
 */
export function cartRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  serveCart(app, db, MARKETPLACE_V2_PREFIX)
  serveCart(app, db, LIVE_SHOP_V1_PREFIX)
  return app
}

function serveCart(app: Hono, db: Db, prefix: string): void {
  const calls = cartCalls(prefix)
  const buyer = (c: Context) => requireBuyer(c, db).owner
  const storeCart = (c: Context) => {
    const owner = buyer(c)
    return cartOf(db, storeInPath(c, db).id, owner)
  }
  const itemId = (c: Context) => idParam(c, 'id', 'cart item')

  serve(app, calls.getCart, (c) => ({ data: cartView(db, storeCart(c)) }))
  serve(app, calls.updateCartItem, async (c) => {
    const owner = buyer(c)
    const { quantity } = await parseBody(c, calls.updateCartItem.body)
    return updateCartItem(db, owner, itemId(c), quantity)
  })
  serve(app, calls.deleteCartItem, (c) => deleteCartItem(db, buyer(c), itemId(c)))
  serve(app, calls.syncSnapshot, async (c) => {
    const cart = storeCart(c)
    syncSnapshot(db, cart, (await parseBody(c, calls.syncSnapshot.body)).ids)
    return { data: cartView(db, cart) }
  })
  serve(app, calls.addToCart, async (c) => {
    const owner = buyer(c)
    return addToCart(db, owner, await parseBody(c, calls.addToCart.body))
  })
  serve(app, calls.pricing, async (c) => {
    const owner = buyer(c)
    return pricing(db, owner, await parseBody(c, calls.pricing.body))
  })
  serve(app, calls.pricingSubtotal, async (c) => {
    const owner = buyer(c)
    return pricingSubtotal(db, owner, await parseBody(c, calls.pricingSubtotal.body))
  })
}
