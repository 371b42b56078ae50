/**
 * POST orders/{id}/pay in both APIs: a GMO card (Japan, a saved `card_id`) or a PayUni card
 * (Taiwan, a saved `credit_card_id` or a typed card), chosen by how the order is paid.
 *
 * Idempotent by design: paying an order that is already paid charges nothing, records no attempt
 * and answers a success with no redirect, so a retry after an unknown outcome only re-reads.
 */
import type { Context, Hono } from 'hono'
import type { CallContract } from '../../../src/api/schemas/calls/call'
import { PayRequestSchema, TwCardPayRequestSchema } from '../../../src/api/schemas/requests/pay'
import type { PayResponseSchema } from '../../../src/api/schemas/responses/checkout'
import type { Db } from '../../db/db'
import type { OrderRow } from '../../db/types/commerce'
import type { CardType } from '../../../src/api/schemas/credit-card'
import { fail } from '../../http/errors'
import { check, readJson, validationError } from '../../http/validate'
import { serve } from '../catalog/contract-route'
import { buyerOrder } from '../orders/access'
import { isAwaitingPayment } from '../orders/transitions'
import { chargeCard, type Charge } from './charge'

type PayCall = CallContract & { response: typeof PayResponseSchema }

/** The card provider of the order's payment, when this API takes it; else a 422. */
function providerOf(order: OrderRow, providers: readonly CardType[]): CardType {
  const provider = providers.find((type) => type === order.payment.type)
  if (!provider)
    throw validationError({
      payment_type: [`This order is paid by ${order.payment.type}, not by card.`],
    })
  return provider
}

const hasRedirectUrl = (body: unknown) =>
  typeof body === 'object' && body !== null && 'redirect_url' in body && Boolean(body.redirect_url)

/** The buyer's own saved card of that provider, else a 422 naming the field. */
function savedCardNumber(
  db: Db,
  order: OrderRow,
  id: number,
  type: CardType,
  field: string,
): string {
  const card = db.creditCards.get(id)
  if (!card || card.owner !== order.owner || card.type !== type) {
    throw validationError({ [field]: [`The selected ${field} is invalid.`] })
  }
  return card.card_number
}

/** The request read with its provider's schema, as the card to charge. */
function chargeOf(db: Db, order: OrderRow, provider: CardType, raw: unknown): Charge {
  if (provider === 'gmo_credit') {
    // GMO's own code, before the schema: the app must say where 3-D Secure returns.
    if (!hasRedirectUrl(raw))
      fail(400, 'MISSING_PAYMENT_REDIRECT_URL', 'A redirect_url is required to pay by card.')
    const body = check(PayRequestSchema, raw, 'body')
    const cardNumber = savedCardNumber(db, order, body.card_id, provider, 'card_id')
    return { provider, cardNumber, expiry: null, redirectUrl: body.redirect_url }
  }
  const body = check(TwCardPayRequestSchema, raw, 'body')
  if (body.credit_card_id !== undefined) {
    const cardNumber = savedCardNumber(db, order, body.credit_card_id, provider, 'credit_card_id')
    return { provider, cardNumber, expiry: null, redirectUrl: body.redirect_url }
  }
  return {
    provider,
    cardNumber: body.card_number,
    expiry: body.expiry,
    redirectUrl: body.redirect_url,
  }
}

async function pay(c: Context, db: Db, providers: readonly CardType[]) {
  const { order } = buyerOrder(c, db)
  const charge = chargeOf(db, order, providerOf(order, providers), await readJson(c))
  if (order.payment.status === 'paid') return { data: { pay_redirect_url: null } }
  if (!isAwaitingPayment(order))
    throw validationError({ order: [`The order is ${order.status}; it cannot be paid.`] })
  return { data: { pay_redirect_url: chargeCard(c, db, order, charge) } }
}

/** `providers`: the card payments this API takes (the marketplace: GMO only). */
export function servePay(app: Hono, db: Db, call: PayCall, providers: readonly CardType[]): void {
  serve(app, call, (c) => pay(c, db, providers))
}
