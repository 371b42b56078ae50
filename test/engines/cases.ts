/**
 * The purchases a buyer makes, written once against the engine page (page.ts) and run in every
 * engine by purchases.engine.ts: the three shops' card payments, PayPay and a convenience store in
 * the Japan live shop, a first-time guest of the marketplace, the language switch kept over a
 * reload, a reload in the middle of a checkout, and a quantity typed then Next tapped at once.
 * Each ends on what the sandbox holds: the one order it should, paid as it should be, and no
 * error report. Fixtures: sandbox/FIXTURES.md.
 */
import assert from 'node:assert/strict'
import { cardExpiry } from '../support/clock'
import { LIVE_STOREFRONT_WORDS, LIVE_WORDS } from '../e2e/support/live-words'
import type { EnginePage, Target } from './page'
import type { Sandbox, SandboxOrder } from './sandbox'

export interface EngineCase {
  name: string
  run(page: EnginePage, sandbox: Sandbox): Promise<void>
}

const button = (name: string | RegExp): Target => ({ role: 'button', name })
/** Next, and not a button that has "next" in its name. */
const next = (name: string): Target => ({ role: 'button', name, exact: true })
const radio = (name: string | RegExp): Target => ({ role: 'radio', name })

/** The order the case made, alone, with its shipping and payment as said; and no report sent. */
async function theOneOrder(
  sandbox: Sandbox,
  expected: { owner?: RegExp; shipping?: string; payment: { type: string; status: RegExp } },
) {
  const orders = await sandbox.orders()
  assert.equal(orders.length, 1, `one order, not ${orders.length}`)
  const [order] = orders
  if (expected.owner) assert.match(order!.owner, expected.owner)
  if (expected.shipping) assert.equal(order!.shipping.type, expected.shipping)
  assert.equal(order!.payment?.type, expected.payment.type)
  assert.match(order!.payment.status, expected.payment.status)
  await noReports(sandbox)
}

async function noReports(sandbox: Sandbox) {
  const reports = await sandbox.reports()
  assert.deepEqual(
    reports.map((report) => report.exception ?? report.message),
    [],
    'no error reports',
  )
}

// ---- The marketplace (sakura-select), in English: a first-time guest. ----

const STORE = '/stores/sakura-select/marketplace'
const MARKET_STEP = (step: string) => new RegExp(`${STORE}/checkout/${step}$`)
const MARKET_DONE = new RegExp(`${STORE}/checkout/step-done/\\d+$`)

/** One 藍 mug (SKU 30011, ¥2,860) into the cart from its product page, which is open. */
async function addMug(page: EnginePage, words: { add: string; go: string }) {
  const form: Target = { role: 'form', name: words.add }
  await page.check({ ...radio(/藍/), within: form })
  await page.click({ ...button(words.add), within: form })
  await page.see({ role: 'link', name: words.go, within: form })
}

/** From the cart to the shipping step, in English: the category, then its items (ticked). */
async function toMarketShipping(page: EnginePage) {
  await page.goto(`${STORE}/checkout`)
  await page.at(MARKET_STEP('step-category'))
  await page.check(radio(/Regular goods/))
  await page.click(next('Next'))
  await page.at(MARKET_STEP('step-products'))
  await page.checked({ role: 'checkbox', name: /Order .*藍/ })
  await page.click(next('Next'))
  await page.at(MARKET_STEP('step-shipping-and-payment'))
}

/**
 * 山田 花子's address, typed: its complete postcode (100-0001) finds 東京都 千代田区 by itself. Place
 * the order saves it.
 */
async function addTokyoAddress(page: EnginePage) {
  const form: Target = { role: 'form', name: 'New address' }
  await page.fill({ label: "Recipient's name", within: form }, '山田 花子')
  await page.fill({ label: 'Phone number', within: form }, '09012345678')
  await page.fill({ label: 'Postcode', within: form }, '1000001')
  await page.hasValue({ label: 'Prefecture', within: form }, '東京都')
  await page.hasValue({ label: 'City', within: form }, '千代田区')
  await page.fill({ label: 'Street address and building', within: form }, '1-1')
}

async function fillMarketContact(page: EnginePage) {
  await page.fill({ label: 'E-mail address' }, 'hanako@example.com')
  await page.fill(
    { label: 'Phone number', within: { role: 'group', name: 'Your contact details' } },
    '09012345678',
  )
}

const marketplaceGuestByCard: EngineCase = {
  name: 'marketplace: a first-time guest orders for delivery and pays with a new card',
  async run(page, sandbox) {
    await page.goto(`${STORE}/products/3001?locale=en`)
    await addMug(page, { add: 'Add to cart', go: 'Go to checkout' })
    await toMarketShipping(page)
    await page.check(radio(/^Delivery(?!,)/))
    await addTokyoAddress(page)
    await page.check(radio(/^Card/))
    await fillMarketContact(page)
    // ¥2,860 and delivery ¥800.
    await page.seeText(/¥3,660/)
    await page.click(button('Place the order'))
    const done = await page.at(MARKET_DONE)
    const orderId = Number(done.split('/').pop())
    await page.seeText(`Your order number is ${orderId}.`)

    const cards: Target = { role: 'group', name: 'Pay by card' }
    const card: Target = { role: 'form', name: 'New card', within: cards }
    await page.fill({ label: 'Card number', within: card }, '4111111111111111')
    const now = new Date(await page.evaluate<number>('Date.now()'))
    await page.fill({ label: 'Expiry (MM/YY)', within: card }, cardExpiry(now).typed)
    await page.fill({ label: 'Security code', within: card }, '123')
    await page.click({ ...button('Add the card'), within: card })
    await page.checked({ ...radio(/1111/), within: cards })
    await page.click({ ...button('Pay now'), within: cards })
    await page.seeText(/The payment is complete/)
    await theOneOrder(sandbox, {
      owner: /^guest:/,
      shipping: 'custom',
      payment: { type: 'gmo_credit', status: /^paid$/ },
    })
    assert.equal((await sandbox.orders())[0]!.id, orderId)
  },
}

const languageSwitchAndReload: EngineCase = {
  name: 'marketplace: the language switched in the header stays over a reload, through the order',
  async run(page, sandbox) {
    // The store's own language first.
    await page.goto(`${STORE}/products/3001`)
    await page.inLanguage('ja')
    await page.see({
      ...button('カートに入れる'),
      within: { role: 'form', name: 'カートに入れる' },
    })
    await page.click({
      role: 'link',
      name: 'English',
      within: { role: 'navigation', name: '言語' },
    })
    await page.inLanguage('en')
    await page.see({ role: 'form', name: 'Add to cart' })
    await page.reload()
    await page.inLanguage('en')
    await addMug(page, { add: 'Add to cart', go: 'Go to checkout' })
    // Leaving by the checkout (a page of its own) keeps the language too.
    await toMarketShipping(page)
    await page.inLanguage('en')
    await page.check(radio(/Delivery, cash on delivery/))
    await addTokyoAddress(page)
    await page.check(radio(/^Cash on delivery/))
    await fillMarketContact(page)
    // ¥2,860, shipping ¥800 and the cash-on-delivery fee ¥330.
    await page.seeText(/¥3,990/)
    await page.click(button('Place the order'))
    await page.at(MARKET_DONE)
    await page.seeText(/Pay the total to the delivery person/)
    await theOneOrder(sandbox, {
      owner: /^guest:/,
      payment: { type: 'custom_cod', status: /./ },
    })
  },
}

// ---- The Japan live shop (liver 1001, store 201, stream 7001), in Japanese: buyer-jp. ----

const ja = LIVE_WORDS.ja
const LIVE_CHECKOUT = '/17shop/checkout?token=buyer-jp&liver_id=1001&stream_id=7001'
const LIVE_STEP = (step: string) => new RegExp(`/17shop/checkout/${step}\\?`)
const LIVE_DONE = LIVE_STEP('step-done/\\d+')

/** 万能だれ (SKU 40021, ¥2,160) from the stream tab of the liver's storefront, as a buyer adds it. */
async function addFromStream(page: EnginePage) {
  const words = LIVE_STOREFRONT_WORDS.ja
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001')
  await page.click({ role: 'link', name: /万能だれ/, within: { role: 'list', name: words.stream } })
  await page.click(button(words.add))
  await page.seeText(words.added)
}

/** From the open checkout's category step to the shipping-and-payment step. */
async function toLiveShipping(page: EnginePage) {
  await page.at(LIVE_STEP('step-category'))
  await page.check(radio(ja.regular))
  await page.click(next(ja.next))
  await page.at(LIVE_STEP('step-products'))
  await page.checked({ role: 'checkbox', name: /万能だれ/ })
  await page.click(next(ja.next))
  await page.at(LIVE_STEP('step-shipping-and-payment'))
}

/** Delivery to the saved Osaka address, paid as said; priced once the choices are made. */
async function chooseLive(page: EnginePage, method: 'card' | 'store' | 'paypay') {
  await page.check(radio(/大阪/))
  await page.check(radio(ja.delivery))
  await page.check(radio(ja[method]))
  await page.see({ css: '.checkout-summary' })
}

/** The live cart filled by the storefront's call: the case's subject starts at the checkout. */
async function startLiveCheckout(page: EnginePage, sandbox: Sandbox) {
  await sandbox.addToLiveCart({ buyer: 'buyer-jp', sku: 40021, streamId: 7001 })
  await page.goto(LIVE_CHECKOUT)
  await toLiveShipping(page)
}

const liveJapanCard: EngineCase = {
  name: 'live JP: added from the stream, ordered, paid with the saved card',
  async run(page, sandbox) {
    await addFromStream(page)
    await page.click({ role: 'link', name: /カートとお会計/ })
    await toLiveShipping(page)
    await chooseLive(page, 'card')
    await page.click(button(ja.place))
    await page.at(LIVE_DONE)
    await page.seeText(ja.orderNumber)
    const cards: Target = { role: 'group', name: ja.payByCard }
    await page.check({ ...radio(/1111/), within: cards })
    await page.click(button(ja.payNow))
    await page.seeText(ja.paid)
    await theOneOrder(sandbox, {
      owner: /^user:11$/,
      payment: { type: 'gmo_credit', status: /^paid$/ },
    })
  },
}

const liveJapanPaypay: EngineCase = {
  name: 'live JP: PayPay, approved at PayPay, comes back paid',
  async run(page, sandbox) {
    await startLiveCheckout(page, sandbox)
    await chooseLive(page, 'paypay')
    await page.click(button(ja.place))
    await page.at(/\/17shop\/checkout\/step-order-confirming\/\d+\/payment\/gmo-paypay\?/)
    await page.click(button(ja.payWithPaypay))
    await page.at(/\/__sandbox\/pay\/paypay\/\d+$/)
    await page.click(button('Pay with PayPay'))
    await page.at(LIVE_DONE)
    await page.seeText(/PayPayでのお支払いが完了しました/)
    await theOneOrder(sandbox, {
      owner: /^user:11$/,
      payment: { type: 'gmo_paypay', status: /^paid$/ },
    })
  },
}

const liveJapanStore: EngineCase = {
  name: 'live JP: a convenience store gives its payment number',
  async run(page, sandbox) {
    await startLiveCheckout(page, sandbox)
    await chooseLive(page, 'store')
    await page.click(button(ja.place))
    await page.at(LIVE_DONE)
    // buyer-jp's saved payee (鈴木 at FamilyMart) is chosen: one press gets the number.
    await page.checked(radio(/ファミリーマート/))
    await page.click(button('お支払い番号を発行する'))
    await page.see({ role: 'heading', name: /ファミリーマート/ })
    await page.gone(button('お支払い番号を発行する'))
    await theOneOrder(sandbox, {
      owner: /^user:11$/,
      payment: { type: 'gmo_cvs', status: /^pending$/ },
    })
  },
}

const liveJapanReload: EngineCase = {
  name: 'live JP: a reload on the shipping step keeps every choice; the order is placed once',
  async run(page, sandbox) {
    await startLiveCheckout(page, sandbox)
    await chooseLive(page, 'card')
    await page.reload()
    await page.at(LIVE_STEP('step-shipping-and-payment'))
    await page.see({ css: '.checkout-summary' })
    await page.checked(radio(/大阪/))
    await page.checked(radio(ja.delivery))
    await page.checked(radio(ja.card))
    await page.click(button(ja.place))
    await page.at(LIVE_DONE)
    await page.seeText(ja.orderNumber)
    await theOneOrder(sandbox, {
      owner: /^user:11$/,
      payment: { type: 'gmo_credit', status: /^(?!paid$)/ },
    })
  },
}

/** The products step's quantity box (its label, in Japanese). */
const QUANTITY: Target = { role: 'textbox', name: '数量' }

const liveJapanQuantityTap: EngineCase = {
  name: 'live JP: a quantity typed on the products step, then one tap on Next, is the one ordered',
  async run(page, sandbox) {
    await sandbox.addToLiveCart({ buyer: 'buyer-jp', sku: 40021, streamId: 7001 })
    await page.goto(LIVE_CHECKOUT)
    await page.at(LIVE_STEP('step-category'))
    await page.check(radio(ja.regular))
    await page.click(next(ja.next))
    await page.at(LIVE_STEP('step-products'))
    await page.hasValue(QUANTITY, '1')
    // A phone's numeric keypad has no Return key: the tap on Next is how the buyer leaves the
    // box, and the save that leaving starts is made slow so the tap lands while it is in flight
    // (where the box never loses focus, Next must take the typed quantity itself).
    await sandbox.slow({ method: 'PUT', path: '/api/v1/17shop/cart-items/*', delayMs: 1500 })
    await page.fill(QUANTITY, '3')
    await page.click(next(ja.next))
    await page.at(LIVE_STEP('step-shipping-and-payment'))
    assert.deepEqual(await sandbox.liveCart('buyer-jp', 201), [{ sku: 40021, quantity: 3 }])
    await chooseLive(page, 'card')
    // Three at ¥2,160.
    await page.see({ text: /[¥￥]6,480/, within: { css: '.checkout-summary' } })
    await page.click(button(ja.place))
    await page.at(LIVE_DONE)
    await page.seeText(ja.orderNumber)
    await theOneOrder(sandbox, {
      owner: /^user:11$/,
      payment: { type: 'gmo_credit', status: /./ },
    })
    const [order] = (await sandbox.orders()) as (SandboxOrder & { items: { quantity: number }[] })[]
    assert.deepEqual(
      order!.items.map((item) => item.quantity),
      [3],
    )
  },
}

// ---- The Taiwan live shop (liver 2001, store 202, stream 8001), in Traditional Chinese. ----

const TW_DONE = /\/17shop\/tw-checkout\/step-done\/\d+\?/

const liveTaiwanCard: EngineCase = {
  name: 'live TW: home delivery, a typed card approved at PayUni, paid',
  async run(page, sandbox) {
    await sandbox.addToLiveCart({ buyer: 'buyer-tw', sku: 42011, streamId: 8001 })
    await page.goto('/17shop/tw-checkout?token=buyer-tw&liver_id=2001&stream_id=8001')
    await page.at(/\/17shop\/tw-checkout\/step-category\?/)
    await page.check(radio('一般商品'))
    await page.click(next('下一步'))
    await page.at(/\/17shop\/tw-checkout\/step-products\?/)
    await page.checked({ role: 'checkbox', name: /烏龍茶/ })
    await page.click(next('下一步'))
    await page.at(/\/17shop\/tw-checkout\/step-shipping-and-payment\?/)
    await page.check(radio(/陳美玲/))
    await page.check(radio(/^宅配/))
    await page.check(radio(/^信用卡/))
    await page.fill({ label: '電子郵件地址' }, 'lin@example.com')
    await page.fill({ label: '電話號碼' }, '0912345678')
    await page.see({ text: /NT\$680(?![.\d])/, within: { css: '.checkout-summary' } })
    await page.click(button('確認下單'))
    await page.at(TW_DONE)

    const form: Target = { role: 'form', name: '使用其他信用卡付款' }
    await page.fill({ label: '卡號', within: form }, '4147631000000001')
    const now = new Date(await page.evaluate<number>('Date.now()'))
    await page.fill({ label: '有效期限（MM/YY）', within: form }, cardExpiry(now).typed)
    await page.fill({ label: '安全碼', within: form }, '123')
    await page.click({ ...button('使用此卡付款'), within: form })
    await page.at(/\/__sandbox\/pay\/payuni\/\d+$/)
    await page.click(button(/Approve|Pay/))
    await page.at(TW_DONE)
    await page.seeText(/付款已完成/)
    await theOneOrder(sandbox, {
      owner: /^user:/,
      shipping: 'tw_home-delivery',
      payment: { type: 'payuni_credit', status: /^paid$/ },
    })
  },
}

export const CASES: EngineCase[] = [
  marketplaceGuestByCard,
  languageSwitchAndReload,
  liveJapanCard,
  liveJapanPaypay,
  liveJapanStore,
  liveJapanReload,
  liveJapanQuantityTap,
  liveTaiwanCard,
]
