import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { userOwner } from '../../sandbox/db/types/people'
import { getOrder } from '../../src/api/live-shop-v1/orders'
import { pay, payWithPaypay } from '../../src/api/live-shop-v1/pay'
import { liveShopV1Calls } from '../../src/api/schemas/calls/live-shop-v1'
import { payOutcome } from '../../src/api/shared/pay'
import { cardExpiry } from '../support/clock'
import { captureReports } from './catalog-harness'
import { paySandbox, RETURN, sendUnchecked } from './pay-harness'

const reports = captureReports()
const twOrder = {
  owner: userOwner(FX.users.buyerTw),
  store: FX.stores.liveTw,
  sku: FX.skus.twTea150,
  type: 'payuni_credit',
  addressId: FX.twAddresses.buyerTw,
} as const
const typed = (card_number: string, expiry = cardExpiry().mmyy) => ({
  card_number,
  cvc: '123',
  expiry,
  redirect_url: RETURN,
})

describe('Taiwan card pay (PayUni)', () => {
  it('a saved card goes to the PayUni page; approve pays the order and returns with the outcome', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(twOrder)
    const result = await pay(harness.buyerTw, id, {
      credit_card_id: FX.cards.buyerTw,
      redirect_url: RETURN,
    })
    const outcome = payOutcome(result, (data) => data.pay_redirect_url)
    if (outcome.kind !== 'redirect')
      throw new Error(`expected the PayUni page, got ${outcome.kind}`)
    expect(outcome.url).toMatch(/\/__sandbox\/pay\/payuni\/\d+$/)
    expect((await getOrder(harness.buyerTw, id)).payment?.status).toBe('approving')
    expect(await (await harness.sandbox.fetch(outcome.url)).text()).toContain('PayUni')

    expect((await harness.press(outcome.url, 'approve')).location).toContain(
      `order_id=${id}&outcome=paid`,
    )
    expect(await getOrder(harness.buyerTw, id)).toMatchObject({
      status: 'undelivered',
      payment: { status: 'paid' },
    })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['paid'])
    expect(reports).toEqual([])
  })

  it('a typed card 4147631000000001 declined on the PayUni page: payment failed, order unpaid', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(twOrder)
    const result = await pay(harness.buyerTw, id, typed(FX.cardNumbers.payuniPays))
    const page = result.ok ? (result.data.pay_redirect_url ?? '') : ''
    expect((await harness.press(page, 'decline')).location).toContain('outcome=declined')
    expect(harness.db.orders.get(id)).toMatchObject({
      status: 'unpaid',
      payment: { status: 'failed' },
    })
  })

  it('4147630000000002 is PAYUNI_API_ERROR (code, message); the payment failed and a retry is possible', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(twOrder)
    const result = await pay(harness.buyerTw, id, typed(FX.cardNumbers.payuniFails))
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
      error: { code: 'PAYUNI_API_ERROR', message: expect.any(String) },
    })
    expect(harness.db.orders.get(id)?.payment.status).toBe('failed')
    const expired = await pay(harness.buyerTw, id, typed(FX.cardNumbers.payuniPays, '0120'))
    expect(expired).toMatchObject({
      ok: false,
      error: { code: 'PAYUNI_API_ERROR', message: 'The card has expired.' },
    })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['declined', 'declined'])
    expect(reports).toEqual([])
  })

  it('4147639999999999 is a 500 INTERNAL_API_ERROR: an unknown outcome that keeps its code, and the re-read shows the payment failed', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(twOrder)
    const result = await pay(harness.buyerTw, id, typed(FX.cardNumbers.payuniInternalError))
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 500,
      error: { code: 'INTERNAL_API_ERROR' },
    })
    expect(payOutcome(result, (data) => data.pay_redirect_url)).toEqual({
      kind: 'unknown',
      code: 'INTERNAL_API_ERROR',
    })
    expect((await getOrder(harness.buyerTw, id)).payment?.status).toBe('failed')
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['failed'])
  })

  it('VALIDATION_EXCEPTION (message, data) names the fields; the client refuses a mixed body before sending', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(twOrder)
    const mixed = {
      credit_card_id: FX.cards.buyerTw,
      card_number: FX.cardNumbers.payuniPays,
      redirect_url: RETURN,
    }
    const refused = await pay(harness.buyerTw, id, mixed as unknown as Parameters<typeof pay>[2])
    expect(refused).toMatchObject({ ok: false, kind: 'invalid-input' })
    const sent = await sendUnchecked(
      harness.buyerTw,
      liveShopV1Calls.pay,
      { id },
      { card_number: '4147', cvc: '1', expiry: '1399', redirect_url: RETURN },
    )
    expect(sent).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', message: expect.any(String) },
    })
    const fields =
      sent.ok || sent.kind !== 'http' ? [] : Object.keys((sent.error.data ?? {}) as object)
    expect(fields.sort()).toEqual(['card_number', 'cvc', 'expiry'])
    const strangers = await pay(harness.buyerTw, id, {
      credit_card_id: FX.cards.buyerJp,
      redirect_url: RETURN,
    })
    expect(strangers).toMatchObject({
      status: 422,
      error: { data: { credit_card_id: [expect.any(String)] } },
    })
    expect(await harness.attempts(id)).toEqual([])
  })
})

describe('PayPay', () => {
  const paypayOrder = {
    owner: userOwner(FX.users.buyerJp),
    store: FX.stores.liveJp,
    sku: FX.skus.sauce,
    type: 'gmo_paypay',
    addressId: FX.addresses.buyerJpOsaka,
  } as const

  it('the form_url is the fake PayPay page; approve pays the order', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(paypayOrder)
    const result = await payWithPaypay(harness.buyerJp, id, { redirect_url: RETURN })
    if (!result.ok) throw new Error('expected a PayPay form')
    expect(result.data.form_url).toMatch(/\/__sandbox\/pay\/paypay\/\d+$/)
    const html = await (await harness.sandbox.fetch(result.data.form_url)).text()
    expect(html).toContain('Pay with PayPay')
    expect((await harness.press(result.data.form_url, 'approve')).location).toContain(
      'outcome=paid',
    )
    expect(await getOrder(harness.buyerJp, id)).toMatchObject({
      status: 'undelivered',
      payment: { type: 'gmo_paypay', status: 'paid' },
    })

    const again = await payWithPaypay(harness.buyerJp, id, { redirect_url: RETURN })
    expect(again).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { order: [expect.any(String)] } },
    })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['paid'])
    expect(reports).toEqual([])
  })

  it('cancel on the page fails the payment; a new form may be asked for, and the old page is closed', async () => {
    const harness = paySandbox()
    const first = await payWithPaypay(harness.buyerJp, FX.orders.buyerJpUnpaidPaypay, {
      redirect_url: RETURN,
    })
    const firstUrl = first.ok ? first.data.form_url : ''
    expect((await harness.press(firstUrl, 'cancel')).location).toContain('outcome=canceled')
    expect((await getOrder(harness.buyerJp, FX.orders.buyerJpUnpaidPaypay)).payment?.status).toBe(
      'failed',
    )

    const second = await payWithPaypay(harness.buyerJp, FX.orders.buyerJpUnpaidPaypay, {
      redirect_url: RETURN,
    })
    const secondUrl = second.ok ? second.data.form_url : ''
    expect(secondUrl).not.toBe(firstUrl)
    const third = await payWithPaypay(harness.buyerJp, FX.orders.buyerJpUnpaidPaypay, {
      redirect_url: RETURN,
    })
    expect(await (await harness.sandbox.fetch(secondUrl)).text()).toContain('already canceled')
    expect(
      (await harness.press(third.ok ? third.data.form_url : '', 'approve')).location,
    ).toContain('outcome=paid')
  })

  it('INVALID_PAYMENT_TYPE on an order not paid by PayPay; GMO_PAYMENT_EXCEPTION once its deadline has passed', async () => {
    const harness = paySandbox()
    const card = await payWithPaypay(harness.buyerJp, FX.orders.buyerJpDelivering, {
      redirect_url: RETURN,
    })
    expect(card).toMatchObject({ ok: false, status: 400, error: { code: 'INVALID_PAYMENT_TYPE' } })

    const late = harness.db.orders.get(FX.orders.buyerJpUnpaidPaypay)
    if (late) late.payment.expire_at = new Date(Date.now() - 60_000).toISOString()
    const expired = await payWithPaypay(harness.buyerJp, FX.orders.buyerJpUnpaidPaypay, {
      redirect_url: RETURN,
    })
    expect(expired).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'GMO_PAYMENT_EXCEPTION', data: { report_code: expect.any(String) } },
    })
    expect(reports).toEqual([])
  })
})

describe('the way back from a provider page', () => {
  const attempt = async (
    harness: ReturnType<typeof paySandbox>,
    redirect_url: string,
    origin?: string,
  ) => {
    const answer = await harness.raw(
      `/api/v1/17shop/orders/${FX.orders.buyerJpUnpaidPaypay}/gmo-paypay`,
      {
        method: 'POST',
        token: FX.tokens.sessionBuyerJp,
        body: JSON.stringify({ redirect_url }),
        headers: origin ? { Origin: origin } : {},
      },
    )
    return ((await answer.json()) as { form_url: string }).form_url
  }

  it('a return URL on another origin is refused by the page, which then settles nothing', async () => {
    const harness = paySandbox()
    const page = await attempt(harness, 'https://evil.example/steal')
    const shown = await harness.sandbox.fetch(page)
    expect(shown.status).toBe(400)
    expect(await shown.text()).toContain('Return address refused')
    expect(await harness.press(page, 'approve')).toEqual({ status: 400, location: null })
    expect(harness.db.orders.get(FX.orders.buyerJpUnpaidPaypay)?.payment.status).toBe('approving')
  })

  it("the app's own origin (as its Origin header says, when it runs elsewhere) is accepted", async () => {
    const harness = paySandbox()
    const page = await attempt(
      harness,
      'http://localhost:5173/17shop/orders/9102',
      'http://localhost:5173',
    )
    expect((await harness.press(page, 'approve')).location).toBe(
      'http://localhost:5173/17shop/orders/9102?order_id=9102&outcome=paid',
    )
  })
})
