import { Hono, type Context } from 'hono'
import { liveShopV1Calls as v1 } from '../../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls as v2 } from '../../../src/api/schemas/calls/marketplace-v2'
import type { Db } from '../../db/db'
import { requireBuyer } from '../../http/auth'
import { sandboxErrorHandler } from '../../http/errors'
import { sendOrderMail } from '../../mailbox/mailbox'
import { parseBody } from '../../http/validate'
import { storeInPath } from '../catalog/access'
import { serve } from '../catalog/contract-route'
import { providerOrigin } from '../pay/provider-pages'
import { fastCheckout } from './fast-checkout'
import { planCheckout } from './plan'
import { createOrderFromCart } from './create-order-from-cart'
import { liveIntent, marketplaceIntent, type CheckoutIntent } from './request'

/**
 * Checkout of both APIs (the marketplace body, the live shop's JP and Taiwan bodies) through one
 * implementation, and the live shop's fast checkout; mounted at `/`. What each call does:
 * docs/sandbox-api/cart-checkout.md.
 */
export function checkoutRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  const checkout = (intentOf: (c: Context) => Promise<CheckoutIntent>) => async (c: Context) => {
    const buyer = requireBuyer(c, db)
    const intent = await intentOf(c)
    const order = createOrderFromCart(db, buyer, intent, planCheckout(db, buyer.owner, intent))
    // The app that called (its origin), where the e-mail's link opens the order.
    sendOrderMail(db, order, c.req.header('Origin') ?? new URL(c.req.url).origin)
    return { id: order.id }
  }
  serve(app, v2.checkout, checkout(marketplaceIntent), 201)
  serve(app, v1.checkout, checkout(liveIntent), 201)

  serve(app, v1.fastCheckout, async (c) => {
    const { owner } = requireBuyer(c, db)
    const store = storeInPath(c, db)
    const body = await parseBody(c, v1.fastCheckout.body)
    return fastCheckout(db, owner, store, body, providerOrigin(c, db))
  })
  return app
}
