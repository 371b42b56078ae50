import { expect, test, type Page } from './support/test'
import { sandboxOrders } from './support/sandbox'
import {
  addFromStream,
  CHECKOUT,
  fillCart,
  placeOrder,
  toShippingStep,
  words,
  type Locale,
} from './support/live-checkout'
import { walkStepsWithReloadBackForward } from './support/steps-back-and-reload'
import { tenClicksInOneTask } from './support/clicks'
import { isolated } from './support/bidi'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const DONE = /\/17shop\/checkout\/step-done\/(\d+)\?/
const CONFIRMING = /\/17shop\/checkout\/step-order-confirming\/(\d+)\/payment\/gmo-paypay\?/

/** The one order this purchase made: of buyer-jp, from stream 7001, paid or not as said. */
async function expectOneOrder(page: Page, payment: { type: string; status: string }) {
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.owner).toBe('user:11')
  expect(orders[0]).toMatchObject({ stream_id: 7001, payment })
}

/** On the done step of the order just placed: its number is there. */
async function orderOnDone(page: Page, locale: Locale) {
  const w = words(locale)
  await expect(page).toHaveURL(DONE)
  await expect(page.getByRole('alert').filter({ hasText: w.orderNumber })).toBeVisible()
}

test('a saved card pays once for the order, ten clicks or not (ja)', async ({ page }) => {
  const w = words('ja')
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await placeOrder(page, 'ja', 'card')
  await orderOnDone(page, 'ja')
  const cards = page.getByRole('group', { name: w.payByCard })
  await cards.getByRole('radio', { name: /1111/ }).check()
  const pay = page.getByRole('button', { name: w.payNow })
  await tenClicksInOneTask(pay)
  await expect(page.getByText(w.paid)).toBeVisible()
  await expectOneOrder(page, { type: 'gmo_credit', status: 'paid' })
  const orders = await sandboxOrders(page)
  expect(orders[0]!.payment_attempts).toHaveLength(1)
})

test('a 3-D Secure card is confirmed at the issuer and comes back paid (ja)', async ({ page }) => {
  const w = words('ja')
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await placeOrder(page, 'ja', 'card')
  await orderOnDone(page, 'ja')
  const form = page.getByRole('group', { name: w.payByCard })
  await form.getByLabel(/カード番号|Card number/).fill('4000000000003220')
  await form.getByLabel(/有効期限|Expiry/).fill('12/30')
  await form.getByLabel(/セキュリティコード|Security code/).fill('123')
  await form.getByRole('button', { name: /カードを追加|Add the card/ }).click()
  await expect(form.getByRole('radio', { name: /3220/ })).toBeChecked()
  await page.getByRole('button', { name: w.payNow }).click()
  await expect(page).toHaveURL(/\/__sandbox\/pay\/3ds\/\d+$/)
  await page.getByRole('button', { name: /Approve|承認/ }).click()
  await orderOnDone(page, 'ja')
  await expect(page.getByText(w.paid)).toBeVisible()
  await expectOneOrder(page, { type: 'gmo_credit', status: 'paid' })
})

test('a convenience-store order gets its payment number at FamilyMart (ja)', async ({ page }) => {
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await placeOrder(page, 'ja', 'store')
  await orderOnDone(page, 'ja')
  // buyer-jp's saved payee (鈴木 at FamilyMart) is chosen: one press gets the numbers.
  await expect(page.getByRole('radio', { name: /ファミリーマート/ })).toBeChecked()
  await page.getByRole('button', { name: 'お支払い番号を発行する' }).click()
  await expect(page.getByRole('heading', { name: /ファミリーマート/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'お支払い番号を発行する' })).toHaveCount(0)
  await expectOneOrder(page, { type: 'gmo_cvs', status: 'pending' })
})

test('PayPay: the order is confirmed, cancelled at PayPay, then paid (ja)', async ({ page }) => {
  const w = words('ja')
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await placeOrder(page, 'ja', 'paypay')
  await expect(page).toHaveURL(CONFIRMING)
  await expect(page.getByRole('list', { name: /商品|Items/ })).toContainText('万能だれ')

  await page.getByRole('button', { name: w.payWithPaypay }).click()
  await expect(page).toHaveURL(/\/__sandbox\/pay\/paypay\/\d+$/)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(CONFIRMING)
  await expect(page.getByText(w.notCompleted)).toBeVisible()
  await expectOneOrder(page, {
    type: 'gmo_paypay',
    status: expect.not.stringMatching('paid') as never,
  })

  await page.getByRole('button', { name: w.tryPaypay }).click()
  await page.getByRole('button', { name: w.payWithPaypay }).click()
  await page.getByRole('button', { name: 'Pay with PayPay' }).click()
  await orderOnDone(page, 'ja')
  await expect(page.getByText(/PayPayでのお支払いが完了しました/)).toBeVisible()
  await expectOneOrder(page, { type: 'gmo_paypay', status: 'paid' })
})

test('cash on delivery goes only with its shipping and needs no payment (ja)', async ({ page }) => {
  const w = words('ja')
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await page.getByRole('radio', { name: w.delivery }).check()
  // The machine refuses cash on delivery with ordinary delivery: the choice is greyed out.
  await expect(page.getByRole('radio', { name: w.onDelivery })).toBeDisabled()
  await placeOrder(page, 'ja', 'onDelivery')
  await orderOnDone(page, 'ja')
  await expect(page.getByText(/配達員|delivery person/).first()).toBeVisible()
  await expectOneOrder(page, { type: 'custom_cod', status: expect.anything() as never })
})

test('in English: a saved address is deleted, the order paid by card, reload keeps done', async ({
  page,
}) => {
  const w = words('en')
  await addFromStream(page, 'en')
  await toShippingStep(page, 'en')
  await page.getByRole('radio', { name: w.delivery }).check()
  await page.getByRole('radio', { name: /大阪/ }).first().check()
  await page
    .getByRole('button', { name: `Delete the address of ${isolated('鈴木 一郎(実家)')}` })
    .click()
  await expect(page.getByRole('radio', { name: /沖縄/ })).toHaveCount(0)
  // Deleted in the address book too: a reload does not bring it back.
  await page.reload()
  await expect(page.getByRole('radio', { name: /大阪/ }).first()).toBeChecked()
  await expect(page.getByRole('radio', { name: /沖縄/ })).toHaveCount(0)

  await page.getByRole('radio', { name: w.card }).check()
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await page.getByRole('button', { name: w.place }).click()
  await orderOnDone(page, 'en')
  await page.getByRole('group', { name: w.payByCard }).getByRole('radio', { name: /1111/ }).check()
  await page.getByRole('button', { name: w.payNow }).click()
  await expect(page.getByText(w.paid)).toBeVisible()
  await page.reload()
  await orderOnDone(page, 'en')
  await expectOneOrder(page, { type: 'gmo_credit', status: 'paid' })
})

test('a deep link to a later step lands on the step the buyer has what it needs for', async ({
  page,
}) => {
  await fillCart(page)
  await page.goto('/17shop/checkout/step-shipping-and-payment?token=buyer-jp&liver_id=1001')
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-category\?liver_id=1001/)
  // Once the cart has loaded its only category (regular goods) is chosen, so the products
  // step is the furthest the buyer has what it needs for; another's order is never shown.
  await expect(page.getByRole('radio', { name: words('ja').regular })).toBeChecked()
  await page.goto('/17shop/checkout/step-done/9101?liver_id=1001')
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-products\?liver_id=1001/)
})

test('reload, Back and Forward at every step keep the step and its choices (ja)', async ({
  page,
}) => {
  const w = words('ja')
  await fillCart(page)
  await walkStepsWithReloadBackForward(page, {
    start: CHECKOUT,
    base: '/17shop/checkout',
    category: w.regular,
    next: w.next,
    item: (p) => p.getByRole('checkbox', { name: /万能だれ/ }),
    choose: async (p) => {
      await p.getByRole('radio', { name: w.delivery }).check()
      await p.getByRole('radio', { name: /大阪/ }).first().check()
      await p.getByRole('radio', { name: w.card }).check()
    },
    chosen: async (p) => {
      await expect(p.getByRole('radio', { name: w.delivery })).toBeChecked()
      await expect(p.getByRole('radio', { name: /大阪/ }).first()).toBeChecked()
      await expect(p.getByRole('radio', { name: w.card })).toBeChecked()
    },
    place: w.place,
  })
  await orderOnDone(page, 'ja')
})
