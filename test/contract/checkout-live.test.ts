import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import * as liveCart from '../../src/api/live-shop-v1/cart'
import { isAllowedPaymentRedirect, PAYMENT_HOSTS } from '../../machines/payment/payment-redirect'
import { checkout, type LiveCheckoutInput } from '../../src/api/live-shop-v1/checkout'
import { fastCheckout } from '../../src/api/live-shop-v1/fast-checkout'
import { OrderSchema } from '../../src/api/schemas/order'
import { captureReports } from './catalog-harness'
import { cartSandbox, putInCart } from './cart-harness'

const reports = captureReports()
const K = FX.skus

type JpInput = Extract<LiveCheckoutInput, { shipping_type: unknown }>
const jp = (item_ids: number[], extra: Partial<JpInput> = {}): JpInput => ({
  item_ids,
  shipping_type: 'custom',
  address_id: FX.addresses.buyerJpOkinawa,
  payment_type: 'gmo_paypay',
  email: null,
  phone: null,
  stream_id: FX.streams.jp,
  ...extra,
})
const tw = (item_ids: number[], phone = '0912345678'): LiveCheckoutInput => ({
  item_ids,
  shipping_data: { type: 'tw_home-delivery', address_id: FX.twAddresses.buyerTw },
  payment_type: 'payuni_credit',
  email: 'buyer-tw@example.com',
  phone,
  custom_buyer_name: null,
  stream_id: FX.streams.tw,
})

describe('live shop checkout, Japan', () => {
  it('orders from the stream with PayPay, to Okinawa at the per-region fee', async () => {
    const harness = cartSandbox()
    const ikura = await putInCart(liveCart, harness.buyerJp, FX.stores.liveJp, K.ikura250)
    const placed = await checkout(harness.buyerJp, jp([ikura]))
    expect(placed).toMatchObject({ ok: true, data: { id: expect.any(Number) } })
    const [created] = await harness.orders()
    expect(v.safeParse(OrderSchema, created).success).toBe(true)
    expect(created).toMatchObject({
      status: 'unpaid',
      stream_id: FX.streams.jp,
      owner: `user:${FX.users.buyerJp}`,
      shipping_fee: 1200,
      payment: { type: 'gmo_paypay', status: 'pending', expire_at: expect.any(String) },
      shipping: { receiver_address: { level_one_code: '47' } },
      store: { id: FX.stores.liveJp },
    })
    expect(created?.total_amount).toBe((created?.amount ?? 0) + 1200)
    expect(reports).toEqual([])
  })

  it('GMO_PAYMENT_EXCEPTION with its report code: the saved card GMO declines; no order, the cart kept', async () => {
    const harness = cartSandbox()
    const ikura = await putInCart(liveCart, harness.buyerJp, FX.stores.liveJp, K.ikura250)
    const result = await checkout(
      harness.buyerJp,
      jp([ikura], { payment_type: 'gmo_credit', payment_id: FX.cards.buyerJpDeclined }),
    )
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'GMO_PAYMENT_EXCEPTION', data: { report_code: expect.any(String) } },
    })
    expect(await harness.orders()).toEqual([])
    expect(
      (await liveCart.getCart(harness.buyerJp, FX.stores.liveJp)).items.map((item) => item.id),
    ).toEqual([ikura])
    const paying = await checkout(
      harness.buyerJp,
      jp([ikura], { payment_type: 'gmo_credit', payment_id: FX.cards.buyerJp }),
    )
    expect(paying).toMatchObject({ ok: true })
  })

  it('a saved card that is someone else’s is a 422 on payment_id', async () => {
    const harness = cartSandbox()
    const ikura = await putInCart(liveCart, harness.buyerJp, FX.stores.liveJp, K.ikura250)
    const result = await checkout(
      harness.buyerJp,
      jp([ikura], { payment_type: 'gmo_credit', payment_id: FX.cards.member }),
    )
    expect(result).toMatchObject({
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { payment_id: expect.any(Array) } },
    })
  })

  it('MIXED_SKU_TYPE_EXCEPTION: the printio apron with the ikura', async () => {
    const harness = cartSandbox()
    const apron = await putInCart(liveCart, harness.buyerJp, FX.stores.liveJp, K.apron)
    const ikura = await putInCart(liveCart, harness.buyerJp, FX.stores.liveJp, K.ikura250)
    expect(await checkout(harness.buyerJp, jp([apron, ikura]))).toMatchObject({
      error: { code: 'MIXED_SKU_TYPE_EXCEPTION' },
    })
  })
})

describe('live shop checkout, Taiwan', () => {
  it('orders in TWD to the Taiwan address, free shipping from NT$1,000', async () => {
    const harness = cartSandbox()
    const tea = await putInCart(liveCart, harness.buyerTw, FX.stores.liveTw, K.twTea150)
    expect(await checkout(harness.buyerTw, tw([tea]))).toMatchObject({ ok: true })
    const [created] = await harness.orders()
    expect(v.safeParse(OrderSchema, created).success).toBe(true)
    expect(created).toMatchObject({
      region: 'TW',
      currency: 'TWD',
      status: 'unpaid',
      email: 'buyer-tw@example.com',
      custom_buyer_name: '陳美玲',
      payment: { type: 'payuni_credit', status: 'init' },
      shipping: {
        type: 'tw_home-delivery',
        receiver_name: '陳美玲',
        receiver_address: { region: 'TW', level_one: '台北市' },
      },
    })
    expect(created?.shipping_fee).toBe((created?.amount ?? 0) >= 1000 ? 0 : 100)
  })

  it('VALIDATION_EXCEPTION (Taiwan): a phone that is no Taiwan mobile number, named in data', async () => {
    const harness = cartSandbox()
    const tea = await putInCart(liveCart, harness.buyerTw, FX.stores.liveTw, K.twTea150)
    expect(await checkout(harness.buyerTw, tw([tea], '0223456789'))).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { phone: expect.any(Array) } },
    })
    expect(await harness.orders()).toEqual([])
  })

  it('INVALID_SHIPPING_TYPE_EXCEPTION: Taiwan home delivery for a JP store’s items', async () => {
    const harness = cartSandbox()
    const ikura = await putInCart(liveCart, harness.buyerTw, FX.stores.liveJp, K.ikura250)
    expect(await checkout(harness.buyerTw, tw([ikura]))).toMatchObject({
      status: 400,
      error: { code: 'INVALID_SHIPPING_TYPE_EXCEPTION' },
    })
  })

  it('checks a Taiwan body as a Taiwan body, before sending and at the sandbox', async () => {
    const harness = cartSandbox()
    const input = { ...tw([]), email: 'nope' }
    expect(await checkout(harness.buyerTw, input)).toMatchObject({
      kind: 'invalid-input',
      issues: expect.arrayContaining([expect.objectContaining({ path: 'email' })]),
    })
    const answer = await harness.raw('/api/v1/17shop/checkout', {
      method: 'POST',
      token: FX.tokens.sessionBuyerTw,
      body: JSON.stringify(input),
    })
    expect(await answer.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { item_ids: expect.any(Array), email: expect.any(Array) },
    })
  })
})

describe('fast checkout (enterprise store 203)', () => {
  it('answers the enterprise store’s checkout page, which shows what was sent; nothing is ordered', async () => {
    const harness = cartSandbox()
    const result = await fastCheckout(harness.buyerJp, FX.stores.enterprise, {
      stream_id: FX.streams.enterprise,
      skus: [{ id: K.coatM, quantity: 1 }],
    })
    if (!result.ok) throw new Error(`fast checkout failed: ${JSON.stringify(result)}`)
    const url = new URL(result.data.redirect_url)
    expect(url.origin).toBe('http://sandbox.test')
    // The app may send the browser there: the one payment-redirect rule allows it.
    expect(isAllowedPaymentRedirect(url.href, PAYMENT_HOSTS, url.origin)).toBe(true)
    const page = await (await harness.sandbox.fetch(url)).text()
    expect(page).toContain('ウール ロングコート / M × 1')
    expect(await harness.orders()).toEqual([])
    expect(reports).toEqual([])
  })

  it('names the page on the provider origin a test set, until the next reset', async () => {
    const harness = cartSandbox()
    const body = { stream_id: FX.streams.enterprise, skus: [{ id: K.coatM, quantity: 1 }] }
    const set = await harness.raw('/__sandbox/provider-origin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ origin: 'https://pay-host.test' }),
    })
    expect(await set.json()).toEqual({ origin: 'https://pay-host.test' })
    const named = await fastCheckout(harness.buyerJp, FX.stores.enterprise, body)
    if (!named.ok) throw new Error(`fast checkout failed: ${JSON.stringify(named)}`)
    expect(new URL(named.data.redirect_url).origin).toBe('https://pay-host.test')
    // Only a build whose allow-list names that host may send the browser there.
    expect(
      isAllowedPaymentRedirect(named.data.redirect_url, ['pay-host.test'], 'http://sandbox.test'),
    ).toBe(true)
    expect(
      isAllowedPaymentRedirect(named.data.redirect_url, PAYMENT_HOSTS, 'http://sandbox.test'),
    ).toBe(false)

    await harness.raw('/__sandbox/reset', { method: 'POST' })
    const own = await fastCheckout(harness.buyerJp, FX.stores.enterprise, body)
    if (!own.ok) throw new Error(`fast checkout failed: ${JSON.stringify(own)}`)
    expect(new URL(own.data.redirect_url).origin).toBe('http://sandbox.test')
  })

  it('a SKU that cannot be bought comes back typed; a store without fast checkout is refused', async () => {
    const harness = cartSandbox()
    const body = { stream_id: FX.streams.enterprise, skus: [{ id: K.coatM, quantity: 9999 }] }
    expect(await fastCheckout(harness.buyerJp, FX.stores.enterprise, body)).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'ADD_CART_OUT_OF_STOCK' },
    })
    const elsewhere = { stream_id: FX.streams.jp, skus: [{ id: K.ikura250, quantity: 1 }] }
    expect(await fastCheckout(harness.buyerJp, FX.stores.liveJp, elsewhere)).toMatchObject({
      ok: false,
      status: 403,
    })
    const wrongStream = { stream_id: FX.streams.jp, skus: [{ id: K.coatM, quantity: 1 }] }
    const answer = await harness.raw(
      `/api/v1/17shop/enterprise/stores/${FX.stores.enterprise}/fast-checkout`,
      {
        method: 'POST',
        token: FX.tokens.sessionBuyerJp,
        body: JSON.stringify(wrongStream),
      },
    )
    expect(await answer.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { stream_id: expect.any(Array) },
    })
  })
})
