/**
 * POST orders/{id}/gmo-paypay (live shop): the PayPay page for an unpaid PayPay order. Each call
 * opens a new page (closing an earlier one), so a buyer who cancelled can try again. Its answer
 * has no "nothing to do" form, so an order already paid is a 422 rather than a second page.
 */
import type { Hono } from 'hono'
import type { liveShopV1Calls } from '../../../src/api/schemas/calls/live-shop-v1'
import type { Db } from '../../db/db'
import { fail } from '../../http/errors'
import { parseBody, validationError } from '../../http/validate'
import { serve } from '../catalog/contract-route'
import { buyerOrder } from '../orders/access'
import { isAwaitingPayment, markFailed } from '../orders/transitions'
import { recordAttempt, startRedirect } from './attempts'
import { providerPageUrl, returnTo } from './provider-pages'

/** GMO's code for a PayPay payment whose deadline has passed. */
export const PAYPAY_EXPIRED = 'E01240002'

export function servePaypay(app: Hono, db: Db, call: typeof liveShopV1Calls.payWithPaypay): void {
  serve(app, call, async (c) => {
    const { order } = buyerOrder(c, db)
    const body = await parseBody(c, call.body)
    if (order.payment.type !== 'gmo_paypay')
      fail(400, 'INVALID_PAYMENT_TYPE', `This order is paid by ${order.payment.type}, not PayPay.`)
    if (order.payment.status === 'paid')
      throw validationError({ order: ['The order is already paid.'] })
    if (!isAwaitingPayment(order))
      throw validationError({ order: [`The order is ${order.status}; it cannot be paid.`] })

    const deadline = order.payment.expire_at
    if (deadline !== null && Date.parse(deadline) <= db.now().getTime()) {
      recordAttempt(db, order, {
        outcome: 'failed',
        detail: `${PAYPAY_EXPIRED}: the PayPay deadline has passed`,
      })
      markFailed(db, order)
      fail(400, 'GMO_PAYMENT_EXCEPTION', 'The PayPay payment deadline has passed.', {
        report_code: PAYPAY_EXPIRED,
      })
    }
    const attempt = startRedirect(db, order, 'PayPay page', returnTo(c, body.redirect_url))
    return { form_url: providerPageUrl(c, db, 'paypay', attempt) }
  })
}
