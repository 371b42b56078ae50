import { Hono, type Context } from 'hono'
import { liveShopV1Calls as v1 } from '../../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls as v2 } from '../../../src/api/schemas/calls/marketplace-v2'
import type { orderCalls } from '../../../src/api/schemas/calls/shared/orders'
import type { Db } from '../../db/db'
import { ordersOf } from '../../db/queries'
import type { OrderRow } from '../../db/types/commerce'
import { orderListRowView, orderMessageView, orderView } from '../../db/views/orders'
import { requireBuyer } from '../../http/auth'
import { sandboxErrorHandler } from '../../http/errors'
import { pageRequest, paginate } from '../../http/paging'
import { parseBody, parseQuery } from '../../http/validate'
import { serve } from '../catalog/contract-route'
import { storeInPath } from '../catalog/access'
import { buyerOrder } from './access'
import { addBuyerMessage, messagesOf } from './messages'
import { generatePaymentAccount } from './payment-account'
import { changePaymentMethod } from './payment-method'

type OrderCalls = ReturnType<typeof orderCalls<string>>

/** The order calls both APIs share, served once per prefix from that API's table. */
function serveOrderCalls(app: Hono, db: Db, calls: OrderCalls): void {
  serve(app, calls.getOrder, (c) => ({ data: orderView(db, buyerOrder(c, db).order) }))
  serve(app, calls.changePaymentMethod, async (c) => {
    const { order } = buyerOrder(c, db)
    changePaymentMethod(
      db,
      order,
      (await parseBody(c, calls.changePaymentMethod.body)).payment_type,
    )
    return { data: orderView(db, order) }
  })
  serve(app, calls.generatePaymentAccount, async (c) => {
    const { order } = buyerOrder(c, db)
    generatePaymentAccount(db, order, (await parseBody(c, calls.generatePaymentAccount.body)).id)
    return { data: orderView(db, order) }
  })
  serve(app, calls.listOrderMessages, (c) => {
    const { order } = buyerOrder(c, db)
    parseQuery(c, calls.listOrderMessages.query)
    return { data: messagesOf(db, order).map((row) => orderMessageView(db, row)) }
  })
  serve(
    app,
    calls.sendOrderMessage,
    async (c) => {
      const { order, buyer } = buyerOrder(c, db)
      const { message } = await parseBody(c, calls.sendOrderMessage.body)
      return { data: orderMessageView(db, addBuyerMessage(db, order, buyer, message)) }
    },
    201,
  )
}

/** A page of the buyer's orders, newest first. */
function orderPage(c: Context, db: Db, rows: OrderRow[]) {
  return paginate(rows, pageRequest(c), (row) => orderListRowView(db, row))
}

/**
 * Orders: reading them, their messages and the unpaid-order actions in both APIs, and the two order
 * lists (the marketplace's per store, the live shop's across its stores).
 */
export function orderRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  serveOrderCalls(app, db, v2)
  serveOrderCalls(app, db, v1)
  serve(app, v2.listBuyerOrders, (c) => {
    const { owner } = requireBuyer(c, db)
    const store = storeInPath(c, db)
    return orderPage(c, db, ordersOf(db, owner, store.id))
  })
  serve(app, v1.listOrders, (c) => {
    const { owner } = requireBuyer(c, db)
    return orderPage(
      c,
      db,
      ordersOf(db, owner).filter((order) => db.stores.get(order.store_id)?.kind === 'live'),
    )
  })
  return app
}
