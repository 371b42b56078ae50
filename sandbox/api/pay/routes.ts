import { Hono } from 'hono'
import { liveShopV1Calls as v1 } from '../../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls as v2 } from '../../../src/api/schemas/calls/marketplace-v2'
import { CARD_TYPES, TOKENISED_CARD_TYPE } from '../../../src/api/schemas/payment-types'
import type { Db } from '../../db/db'
import { sandboxErrorHandler } from '../../http/errors'
import { servePay } from './card-pay'
import { servePaypay } from './paypay'

/** Paying for orders: card pay in both APIs, PayPay in the live shop. */
export function payRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  // The marketplace charges GMO's cards only; the live shop every card type (PayUni's in Taiwan).
  servePay(app, db, v2.pay, [TOKENISED_CARD_TYPE])
  servePay(app, db, v1.pay, CARD_TYPES)
  servePaypay(app, db, v1.payWithPaypay)
  return app
}
