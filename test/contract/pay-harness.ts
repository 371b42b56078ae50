/**
 * What the pay and order contract tests share: the cart harness (fixture buyers, GET
 * /__sandbox/orders, faults), unpaid orders put straight into the store as checkout leaves them,
 * the fake provider pages' buttons, the fake GMO token endpoint, and a way to send a body the
 * client itself would refuse (to reach the server's own checks).
 */
import * as v from 'valibot'
import { addOrder } from '../../sandbox/db/seed/order-builder'
import type { PaymentAttemptRow } from '../../sandbox/db/types/commerce'
import type { Owner } from '../../sandbox/db/types/people'
import type { Method } from '../../src/api/client/call-spec'
import type { ApiErrorBody } from '../../src/api/client/results'
import type { Http } from '../../src/api/http'
import { fillPath, type CallContract } from '../../src/api/schemas/calls/call'
import type { PaymentType } from '../../src/api/schemas/payment-types'
import type { GmoTokenResult } from '../../src/features/payment/card-token'
import { cartSandbox } from './cart-harness'
import { sentOffContract } from './catalog-harness'

export const BASE = 'http://sandbox.test'
/** Where the app asks the providers to send the browser back (its step-done page). */
export const RETURN = `${BASE}/17shop/checkout/step-done/1?from=pay`

/** What the fake GMO answers for a card: the script's callback argument, as the app reads it. */
export type TokenResult = GmoTokenResult

export interface NewOrder {
  owner: Owner
  store: number
  sku: number
  type: PaymentType
  addressId?: number | null
}

export function paySandbox() {
  const harness = cartSandbox()
  const { db } = harness.sandbox

  /** An unpaid order as checkout leaves it (payment `init`), listed by GET /__sandbox/orders. */
  const unpaidOrder = (order: NewOrder): number => {
    const tw = db.stores.get(order.store)?.region === 'TW'
    const row = addOrder(db, {
      id: db.nextId('orders'),
      store_id: order.store,
      owner: order.owner,
      created_at: db.nowIso(),
      path: ['init', 'unpaid'],
      lines: [{ sku_id: order.sku, quantity: 1 }],
      shipping: {
        type: tw ? 'tw_home-delivery' : 'custom',
        fee: 0,
        status: 'init',
        address_id: order.addressId ?? null,
      },
      payment: { type: order.type, status: 'init' },
    })
    row.seeded = false
    return row.id
  }

  const attempts = async (orderId: number): Promise<PaymentAttemptRow[]> => {
    const listed = (await harness.orders()).find((order) => order.id === orderId)
    return (listed?.payment_attempts ?? []) as PaymentAttemptRow[]
  }

  /** Presses a fake provider page's button: the status and where the browser goes next. */
  const press = async (pageUrl: string, decision: string) => {
    const answer = await harness.sandbox.fetch(pageUrl, {
      method: 'POST',
      body: new URLSearchParams({ decision }),
    })
    return { status: answer.status, location: answer.headers.get('location') }
  }

  /** What the fake GMO script posts for a card; its JSON answer. */
  const tokenise = async (card: Record<string, string | number>, shopId = 'tshop00070101') => {
    const answer = await harness.raw('/__sandbox/pay/gmo-token', {
      method: 'POST',
      body: JSON.stringify({ shopId, ...card }),
    })
    return (await answer.json()) as TokenResult
  }

  return { ...harness, db, unpaidOrder, attempts, press, tokenise }
}

/** Sends `body` unchecked through the client's result flavour, reading errors as the call does. */
export function sendUnchecked<
  C extends CallContract & { errorBody: v.GenericSchema<unknown, ApiErrorBody> },
>(http: Http, call: C, params: Record<string, number>, body: unknown) {
  return sentOffContract(() =>
    http.result4xx5xx({
      name: 'unchecked',
      method: call.method.toLowerCase() as Method,
      path: fillPath<string>(call.path, params).slice(1),
      body: { schema: v.unknown(), value: body },
      response: call.response,
      errors: call.errorBody,
    }),
  )
}
