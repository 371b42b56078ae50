import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { userOwner } from '../../sandbox/db/types/people'
import * as live from '../../src/api/live-shop-v1/orders'
import * as market from '../../src/api/marketplace-v2/orders'
import { OrderListRowSchema } from '../../src/api/schemas/order-list'
import { OrderMessageSchema } from '../../src/api/schemas/order-message'
import { OrderSchema } from '../../src/api/schemas/order'
import { paginated } from '../../src/api/schemas/paginated'
import { ORDER_MESSAGE_MAX_LENGTH } from '../../src/api/schemas/requests/order-message'
import { validationFields } from './accounts-support'
import { captureReports, failureOf } from './catalog-harness'
import { paySandbox } from './pay-harness'

const reports = captureReports()
const O = FX.orders

describe('reading orders', () => {
  it("each API reads its buyer's order, whole and matching the schema", async () => {
    const harness = paySandbox()
    const completed = await market.getOrder(harness.member, O.memberCompleted)
    expect(v.safeParse(OrderSchema, completed).success).toBe(true)
    expect(completed).toMatchObject({
      id: O.memberCompleted,
      status: 'completed',
      store: { slug: FX.slugs.sakura },
      payment: { type: 'gmo_credit', status: 'paid' },
    })
    expect(completed.histories.map((h) => [h.from, h.to])).toContainEqual([
      'delivered',
      'completed',
    ])
    expect(await live.getOrder(harness.buyerTw, O.buyerTwPaid)).toMatchObject({
      currency: 'TWD',
      region: 'TW',
      payment: { type: 'payuni_credit' },
    })
    expect(reports).toEqual([])
  })

  it("someone else's order is a 404 like a missing one, and no token at all is a 401", async () => {
    const harness = paySandbox()
    expect(await failureOf(market.getOrder(harness.member, O.buyerJpDelivering))).toMatchObject({
      kind: 'http',
      status: 404,
    })
    expect(
      await failureOf(live.getOrder(harness.buyerJp, O.memberCompleted + 100000)),
    ).toMatchObject({ kind: 'http', status: 404 })
    expect(await failureOf(market.getOrder(harness.guest(), O.memberCompleted))).toMatchObject({
      kind: 'http',
      status: 404,
    })
    const visitor = harness.client()
    expect(await failureOf(market.getOrder(visitor.http, O.memberCompleted))).toMatchObject({
      kind: 'http',
      status: 401,
    })
  })

  it("the marketplace lists the member's orders in one store, newest first, paged", async () => {
    const harness = paySandbox()
    const page = await market.listBuyerOrders(harness.member, FX.stores.sakura)
    expect(v.safeParse(paginated(OrderListRowSchema), page).success).toBe(true)
    expect(page.data.map((row) => row.id)).toEqual([
      O.memberUnpaid,
      O.memberPrintio,
      O.memberCompleted,
      O.memberCanceled,
    ])
    expect(page.meta).toMatchObject({ current_page: 1, total: 4, from: 1, to: 4, last_page: 1 })
    expect(page.data[0]).toMatchObject({
      store_name: expect.any(String),
      payment: { type: 'gmo_cvs', status: 'pending' },
    })

    const second = await market.listBuyerOrders(harness.member, FX.stores.sakura, {
      page: 2,
      per_page: 3,
    })
    expect(second.data.map((row) => row.id)).toEqual([O.memberCanceled])
    expect(second.links.prev).toContain('page=1')
    expect((await market.listBuyerOrders(harness.member, FX.stores.kumo)).data).toEqual([])
    expect((await market.listBuyerOrders(harness.buyerJp, FX.stores.sakura)).data).toEqual([])
    expect(await failureOf(market.listBuyerOrders(harness.member, 999_999))).toMatchObject({
      kind: 'http',
      status: 404,
    })
    expect(reports).toEqual([])
  })

  it("the live shop lists the buyer's orders across live stores only, newest first", async () => {
    const harness = paySandbox()
    const jp = await live.listOrders(harness.buyerJp)
    expect(v.safeParse(paginated(OrderListRowSchema), jp).success).toBe(true)
    expect(jp.data.map((row) => row.id)).toEqual([
      O.buyerJpUnpaidPaypay,
      O.buyerJpUnpaidCard,
      O.buyerJpDelivering,
    ])
    expect((await live.listOrders(harness.member)).data).toEqual([])
    const fresh = harness.unpaidOrder({
      owner: userOwner(FX.users.buyerJp),
      store: FX.stores.liveJp,
      sku: FX.skus.sauce,
      type: 'gmo_credit',
    })
    expect((await live.listOrders(harness.buyerJp)).data[0]?.id).toBe(fresh)
  })
})

describe('order messages', () => {
  it("lists the whole conversation oldest first; the buyer's new message is added as buyer, with its writer", async () => {
    const harness = paySandbox()
    const before = await market.listOrderMessages(harness.member, O.memberCompleted)
    expect(before.map((m) => m.role)).toEqual(['seller', 'buyer'])
    expect(before[0]).toMatchObject({ user: null, store: { id: FX.stores.sakura } })

    const sent = await market.sendOrderMessage(harness.member, O.memberCompleted, 'いつ届きますか?')
    expect(sent).toMatchObject({
      ok: true,
      status: 201,
      data: { role: 'buyer', message: 'いつ届きますか?', user: { id: FX.users.member } },
    })
    expect(sent.ok && v.safeParse(OrderMessageSchema, sent.data).success).toBe(true)
    const after = await market.listOrderMessages(harness.member, O.memberCompleted)
    expect(after.map((m) => m.message).at(-1)).toBe('いつ届きますか?')
    expect(
      (await live.listOrderMessages(harness.buyerJp, O.buyerJpDelivering)).map((m) => m.role),
    ).toEqual(['buyer', 'seller'])
    expect(reports).toEqual([])
  })

  it('an empty message never leaves the client; sent anyway it is a 422; a stranger cannot write', async () => {
    const harness = paySandbox()
    expect(await market.sendOrderMessage(harness.member, O.memberCompleted, '   ')).toMatchObject({
      ok: false,
      kind: 'invalid-input',
    })
    const raw = await harness.raw(`/api/v2/orders/${O.memberCompleted}/messages`, {
      method: 'POST',
      token: FX.tokens.sessionMember,
      body: JSON.stringify({ role: 'seller', message: '' }),
    })
    expect(await validationFields(raw)).toEqual(['message', 'role'])
    expect(await live.sendOrderMessage(harness.buyerJp, O.memberCompleted, 'hello')).toMatchObject({
      ok: false,
      status: 404,
    })
    const query = await harness.raw(
      `/api/v2/orders/${O.memberCompleted}/messages?role=seller&all`,
      {
        token: FX.tokens.sessionMember,
      },
    )
    expect(await validationFields(query)).toEqual(['role'])
  })
  it('a message over the length limit never leaves the client; sent anyway it is a 422', async () => {
    const harness = paySandbox()
    const long = 'あ'.repeat(ORDER_MESSAGE_MAX_LENGTH + 1)
    expect(await live.sendOrderMessage(harness.buyerJp, O.buyerJpDelivering, long)).toMatchObject({
      ok: false,
      kind: 'invalid-input',
    })
    const raw = await harness.raw(`/api/v1/17shop/orders/${O.buyerJpDelivering}/messages`, {
      method: 'POST',
      token: FX.tokens.sessionBuyerJp,
      body: JSON.stringify({ role: 'buyer', message: long }),
    })
    expect(await validationFields(raw)).toEqual(['message'])
    const longest = 'あ'.repeat(ORDER_MESSAGE_MAX_LENGTH)
    expect(
      await live.sendOrderMessage(harness.buyerJp, O.buyerJpDelivering, longest),
    ).toMatchObject({ ok: true, data: { message: longest } })
  })

  it("the sandbox's seller reply joins the conversation as the store's, last", async () => {
    const harness = paySandbox()
    const answer = await harness.raw(`/__sandbox/orders/${O.buyerJpDelivering}/messages`, {
      method: 'POST',
      body: JSON.stringify({ message: '明日お届けします。' }),
    })
    expect(answer.status).toBe(201)
    const thread = await live.listOrderMessages(harness.buyerJp, O.buyerJpDelivering)
    expect(thread.at(-1)).toMatchObject({
      role: 'seller',
      message: '明日お届けします。',
      user: null,
      store: { id: FX.stores.liveJp },
    })
    const unknown = await harness.raw('/__sandbox/orders/1/messages', {
      method: 'POST',
      body: JSON.stringify({ message: 'x' }),
    })
    expect(unknown.status).toBe(404)
  })
})

describe('unpaid-order payment changes', () => {
  it('payment method: an unpaid order switches, starting that payment afresh; the history is untouched', async () => {
    const harness = paySandbox()
    const changed = await market.changePaymentMethod(harness.member, O.memberUnpaid, {
      payment_type: 'gmo_credit',
    })
    expect(changed).toMatchObject({
      ok: true,
      data: {
        status: 'unpaid',
        payment: { type: 'gmo_credit', status: 'init', expire_at: null, account: null },
      },
    })
    const paypay = await live.changePaymentMethod(harness.buyerJp, O.buyerJpUnpaidPaypay, {
      payment_type: 'gmo_cvs',
    })
    expect(paypay).toMatchObject({
      ok: true,
      data: { payment: { type: 'gmo_cvs', status: 'pending' } },
    })
    expect(reports).toEqual([])
  })

  it('payment method: refused (422, payment_type) for a paid order, cash on delivery, PayPay in the marketplace, Taiwan', async () => {
    const harness = paySandbox()
    const refusals = [
      await market.changePaymentMethod(harness.member, O.memberCompleted, {
        payment_type: 'gmo_cvs',
      }),
      await market.changePaymentMethod(harness.member, O.memberUnpaid, {
        payment_type: 'custom_cod',
      }),
      await market.changePaymentMethod(harness.member, O.memberUnpaid, {
        payment_type: 'gmo_paypay',
      }),
      await live.changePaymentMethod(harness.buyerJp, O.buyerJpUnpaidPaypay, {
        payment_type: 'payuni_credit',
      }),
    ]
    for (const refused of refusals) {
      expect(refused).toMatchObject({
        ok: false,
        status: 422,
        error: { code: 'VALIDATION_EXCEPTION', data: { payment_type: [expect.any(String)] } },
      })
    }
    expect(harness.db.orders.get(O.memberUnpaid)?.payment.type).toBe('gmo_cvs')
  })

  it('payment account: a convenience-store receipt and a deadline, pending; the same payee again gets the same receipt', async () => {
    const harness = paySandbox()
    const made = await market.generatePaymentAccount(harness.member, O.memberUnpaid, {
      id: FX.payees.member,
    })
    if (!made.ok) throw new Error('expected a payment account')
    const { payment } = made.data
    expect(payment).toMatchObject({
      status: 'pending',
      account: {
        convenience_code: '00001',
        convenience_name: 'Lawson',
        receipt_no: expect.stringMatching(/^\d{12}$/),
        conf_no: expect.any(String),
      },
    })
    const hoursLeft = ((payment?.expire_at?.getTime() ?? 0) - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(71)
    expect(hoursLeft).toBeLessThanOrEqual(72)

    const again = await market.generatePaymentAccount(harness.member, O.memberUnpaid, {
      id: FX.payees.member,
    })
    expect(again.ok && again.data.payment?.account).toEqual(payment?.account)
    expect(harness.db.paymentAttempts.size).toBe(1)
    expect(reports).toEqual([])
  })

  it("payment account: 422 for another buyer's payee and for an order not paid at a convenience store", async () => {
    const harness = paySandbox()
    const foreign = await market.generatePaymentAccount(harness.member, O.memberUnpaid, {
      id: FX.payees.buyerJp,
    })
    expect(foreign).toMatchObject({
      ok: false,
      status: 422,
      error: { data: { id: [expect.any(String)] } },
    })
    const paypay = await live.generatePaymentAccount(harness.buyerJp, O.buyerJpUnpaidPaypay, {
      id: FX.payees.buyerJp,
    })
    expect(paypay).toMatchObject({
      ok: false,
      status: 422,
      error: { data: { payment_type: [expect.any(String)] } },
    })
  })
})
