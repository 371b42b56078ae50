import { Hono } from 'hono'
import { liveShopV1Calls as v1 } from '../../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls as v2 } from '../../../src/api/schemas/calls/marketplace-v2'
import type { Db } from '../../db/db'
import { sandboxErrorHandler } from '../../http/errors'
import { servePay } from './card-pay'
import { servePaypay } from './paypay'

/** Paying for orders: card pay in both APIs, PayPay in the live shop. */
export function payRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  servePay(app, db, v2.pay, ['gmo_credit'])
  servePay(app, db, v1.pay, ['gmo_credit', 'payuni_credit'])
  servePaypay(app, db, v1.payWithPaypay)
  return app
}
