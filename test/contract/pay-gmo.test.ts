import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { userOwner } from '../../sandbox/db/types/people'
import * as live from '../../src/api/live-shop-v1/pay'
import { getOrder } from '../../src/api/marketplace-v2/orders'
import { pay } from '../../src/api/marketplace-v2/pay'
import { saveCreditCard } from '../../src/api/marketplace-v2/wallet'
import { liveShopV1Calls } from '../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls } from '../../src/api/schemas/calls/marketplace-v2'
import { OrderSchema } from '../../src/api/schemas/order'
import { payOutcome } from '../../src/api/shared/pay'
import { cardExpiry } from '../support/clock'
import { captureReports } from './catalog-harness'
import { paySandbox, RETURN, sendUnchecked } from './pay-harness'

const reports = captureReports()
const member = userOwner(FX.users.member)
const buyerJp = userOwner(FX.users.buyerJp)
const mugOrder = {
  owner: member,
  store: FX.stores.sakura,
  sku: FX.skus.mugIndigo,
  type: 'gmo_credit',
  addressId: FX.addresses.member,
} as const
const liveOrder = {
  owner: buyerJp,
  store: FX.stores.liveJp,
  sku: FX.skus.sauce,
  type: 'gmo_credit',
  addressId: FX.addresses.buyerJpOsaka,
} as const

/** Saves a card for the member the way the app does: fake GMO token first, then the API. */
async function savedCard(harness: ReturnType<typeof paySandbox>, cardno: string): Promise<number> {
  const { tokenObject } = await harness.tokenise({
    cardno,
    expire: cardExpiry().yymm,
    securitycode: '123',
  })
  if (!tokenObject) throw new Error('the fake GMO refused the card')
  const {
    token: [token = ''],
    maskedCardNo,
    toBeExpiredAt,
    isSecurityCodeSet,
  } = tokenObject
  const card = await saveCreditCard(harness.member, {
    type: 'gmo_credit',
    application: 'buyer_general',
    token,
    maskedCardNo,
    toBeExpiredAt,
    isSecurityCodeSet,
  })
  return card.id
}

describe('GMO card pay', () => {
  it('a paying card pays at once: no redirect, payment paid, order undelivered with its history, one paid attempt', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(mugOrder)
    const result = await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN })
    expect(result).toMatchObject({ ok: true, data: { pay_redirect_url: null } })
    expect(payOutcome(result, (data) => data.pay_redirect_url)).toEqual({ kind: 'settled' })

    const order = await getOrder(harness.member, id)
    expect(v.safeParse(OrderSchema, order).success).toBe(true)
    expect(order).toMatchObject({
      status: 'undelivered',
      payment: { status: 'paid', paid_at: expect.any(Date) },
    })
    expect(order.histories.at(-1)).toMatchObject({ from: 'unpaid', to: 'undelivered' })
    expect(await harness.attempts(id)).toMatchObject([{ outcome: 'paid', type: 'gmo_credit' }])
    expect(reports).toEqual([])
  })

  it('paying a paid order again charges nothing: a success with no redirect, still one paid attempt', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(mugOrder)
    await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN })
    const again = await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN })
    expect(again).toMatchObject({ ok: true, data: { pay_redirect_url: null } })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['paid'])
  })

  it('a declined card is GMO_PAYMENT_EXCEPTION with its report code; the order stays unpaid and another card pays it', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(liveOrder)
    const declined = await live.pay(harness.buyerJp, id, {
      card_id: FX.cards.buyerJpDeclined,
      redirect_url: RETURN,
    })
    expect(declined).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
      error: { code: 'GMO_PAYMENT_EXCEPTION', data: { report_code: '42G020000' } },
    })
    expect(payOutcome(declined, (data) => data.pay_redirect_url)).toMatchObject({ kind: 'refused' })
    expect(harness.db.orders.get(id)).toMatchObject({
      status: 'unpaid',
      payment: { status: 'failed' },
    })

    const retried = await live.pay(harness.buyerJp, id, {
      card_id: FX.cards.buyerJp,
      redirect_url: RETURN,
    })
    expect(retried).toMatchObject({ ok: true, data: { pay_redirect_url: null } })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['declined', 'paid'])
    expect(reports).toEqual([])
  })

  it('a card saved from the fake GMO token of 4000000000000002 is declined like the number', async () => {
    const harness = paySandbox()
    const card = await savedCard(harness, FX.cardNumbers.gmoDeclined)
    const result = await pay(harness.member, harness.unpaidOrder(mugOrder), {
      card_id: card,
      redirect_url: RETURN,
    })
    expect(result).toMatchObject({ ok: false, error: { code: 'GMO_PAYMENT_EXCEPTION' } })
  })

  it('4000000000009995 is declined in the smallest shape, code and message only: read as the decline, no mismatch', async () => {
    const harness = paySandbox()
    const card = await savedCard(harness, FX.cardNumbers.gmoDeclinedPlain)
    const id = harness.unpaidOrder(mugOrder)
    const result = await pay(harness.member, id, { card_id: card, redirect_url: RETURN })
    // Read as the family's decline, exactly as sent: nothing added, nothing reported.
    expect(payOutcome(result, (data) => data.pay_redirect_url)).toEqual({
      kind: 'refused',
      status: 400,
      error: { code: 'GMO_PAYMENT_EXCEPTION', message: 'The card was declined.' },
    })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['declined'])
    expect(reports).toEqual([])
  })

  it('3-D Secure: the redirect goes to the fake page; approve pays the order and returns to the app with the outcome', async () => {
    const harness = paySandbox()
    const card = await savedCard(harness, FX.cardNumbers.gmo3ds)
    const id = harness.unpaidOrder(mugOrder)
    const result = await pay(harness.member, id, { card_id: card, redirect_url: RETURN })
    if (!result.ok || !result.data.pay_redirect_url)
      throw new Error('expected a 3-D Secure redirect')
    const page = result.data.pay_redirect_url
    expect(page).toMatch(/^http:\/\/sandbox\.test\/__sandbox\/pay\/3ds\/\d+$/)
    expect((await getOrder(harness.member, id)).payment).toMatchObject({ status: 'approving' })

    const shown = await harness.sandbox.fetch(page)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toMatch(
      /<button type="submit" name="decision" value="approve" autofocus>\s*Approve\s*<\/button>/,
    )
    expect(html).toContain('value="decline"')

    const { status, location } = await harness.press(page, 'approve')
    expect(status).toBe(303)
    const back = new URL(location ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(RETURN.split('?')[0])
    expect(Object.fromEntries(back.searchParams)).toEqual({
      from: 'pay',
      order_id: String(id),
      outcome: 'paid',
    })
    expect(await getOrder(harness.member, id)).toMatchObject({
      status: 'undelivered',
      payment: { status: 'paid' },
    })

    // A second press (a double click, Back then submit) changes nothing and charges nothing.
    expect((await harness.press(page, 'decline')).location).toContain('outcome=paid')
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['paid'])
    expect(reports).toEqual([])
  })

  it('3-D Secure declined: the payment failed, the order unpaid; a new try closes the old page', async () => {
    const harness = paySandbox()
    const card = await savedCard(harness, FX.cardNumbers.gmo3ds)
    const id = harness.unpaidOrder(mugOrder)
    const first = await pay(harness.member, id, { card_id: card, redirect_url: RETURN })
    const second = await pay(harness.member, id, { card_id: card, redirect_url: RETURN })
    const [oldPage, newPage] = [first, second].map((r) =>
      r.ok ? (r.data.pay_redirect_url ?? '') : '',
    )
    expect(oldPage).not.toBe(newPage)
    expect((await harness.press(oldPage ?? '', 'approve')).location).toContain('outcome=canceled')
    expect((await harness.press(newPage ?? '', 'decline')).location).toContain('outcome=declined')
    expect(harness.db.orders.get(id)).toMatchObject({
      status: 'unpaid',
      payment: { status: 'failed' },
    })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['canceled', 'declined'])
  })

  it('MISSING_PAYMENT_REDIRECT_URL without a redirect_url (the client itself never sends that)', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(mugOrder)
    const checked = await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: '' })
    expect(checked).toMatchObject({
      ok: false,
      kind: 'invalid-input',
      issues: [{ path: 'redirect_url' }],
    })
    for (const [http, call, order] of [
      [harness.member, marketplaceV2Calls.pay, id],
      [harness.buyerJp, liveShopV1Calls.pay, harness.unpaidOrder(liveOrder)],
    ] as const) {
      const result = await sendUnchecked(http, call, { id: order }, { card_id: FX.cards.member })
      expect(result).toMatchObject({
        ok: false,
        kind: 'http',
        status: 400,
        error: { code: 'MISSING_PAYMENT_REDIRECT_URL' },
      })
    }
    expect(await harness.attempts(id)).toEqual([])
    expect(reports).toEqual([])
  })

  it("422 with the offending fields: another buyer's card, a bad body, a canceled order", async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(mugOrder)
    const strangersCard = await pay(harness.member, id, {
      card_id: FX.cards.buyerJp,
      redirect_url: RETURN,
    })
    expect(strangersCard).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { card_id: [expect.any(String)] } },
    })
    const bad = await sendUnchecked(
      harness.member,
      marketplaceV2Calls.pay,
      { id },
      { card_id: 'one', redirect_url: RETURN },
    )
    expect(bad).toMatchObject({
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { card_id: [expect.any(String)] } },
    })
    const canceled = await pay(harness.member, FX.orders.memberCanceled, {
      card_id: FX.cards.member,
      redirect_url: RETURN,
    })
    expect(canceled).toMatchObject({
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { order: [expect.any(String)] } },
    })
    const notByCard = await pay(harness.member, FX.orders.memberUnpaid, {
      card_id: FX.cards.member,
      redirect_url: RETURN,
    })
    expect(notByCard).toMatchObject({
      status: 422,
      error: { data: { payment_type: [expect.any(String)] } },
    })
    expect(reports).toEqual([])
  })

  it("someone else's order is a 404, and nothing is charged", async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(liveOrder)
    const result = await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN })
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 404 })
    expect(await harness.attempts(id)).toEqual([])
  })
})

describe('GMO card pay with an unknown outcome', () => {
  it('the answer is lost after the charge: a typed network result, a re-read shows it paid, a retry charges nothing', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(mugOrder)
    await harness.fault({
      method: 'POST',
      path: `/api/v2/orders/${id}/pay`,
      network: 'abort',
      when: 'after',
      times: 1,
    })
    const lost = await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN })
    expect(lost).toMatchObject({ ok: false, kind: 'network' })
    expect(payOutcome(lost, (data) => data.pay_redirect_url)).toEqual({ kind: 'unknown' })
    expect((await getOrder(harness.member, id)).payment?.status).toBe('paid')
    expect(
      await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN }),
    ).toMatchObject({ ok: true, data: { pay_redirect_url: null } })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['paid'])
  })

  it('a 503 before the route: an unknown outcome the re-read clears up (nothing happened), and a retry pays once', async () => {
    const harness = paySandbox()
    const id = harness.unpaidOrder(mugOrder)
    await harness.fault({ method: 'POST', path: `/api/v2/orders/${id}/pay`, status: 503, times: 1 })
    const failed = await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN })
    expect(payOutcome(failed, (data) => data.pay_redirect_url)).toEqual({ kind: 'unknown' })
    expect((await getOrder(harness.member, id)).payment?.status).toBe('init')
    expect(await harness.attempts(id)).toEqual([])
    await pay(harness.member, id, { card_id: FX.cards.member, redirect_url: RETURN })
    expect((await harness.attempts(id)).map((a) => a.outcome)).toEqual(['paid'])
  })
})
