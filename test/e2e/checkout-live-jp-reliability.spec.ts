import { expect, test, type Page } from './support/test'
import { fault, sandboxOrders } from './support/sandbox'
import {
  addFromStream,
  chooseForOrder,
  openStorefront,
  payBySavedCard,
  toShippingStep,
  words,
} from './support/live-checkout'
import { tenClicksInOneTask } from './support/clicks'

/**
 * One order per intent on liver 1001's Japan checkout, in ja: buyer-jp fills the cart from the
 * stream tab, orders 万能だれ by card to the Osaka address, and however the buyer or the network
 * behaves, /__sandbox/orders holds one order and at most one charge.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const w = words('ja')
const DONE = /\/17shop\/checkout\/step-done\/(\d+)\?/
const place = (page: Page) => page.getByRole('button', { name: w.place })

/** The done step of the order, its number shown. */
async function onDone(page: Page) {
  await expect(page).toHaveURL(DONE)
  await expect(page.getByRole('alert').filter({ hasText: w.orderNumber })).toBeVisible()
  return Number(DONE.exec(page.url())![1])
}

/** Pays on the done step with the saved card; the one order is then paid by one charge. */
async function paysOnce(page: Page) {
  await payBySavedCard(page, 'ja')
  await expect(page.getByText(w.paid)).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({
    stream_id: 7001,
    payment: { type: 'gmo_credit', status: 'paid' },
  })
  expect(orders[0]!.payment_attempts.filter((a) => a.outcome === 'paid')).toHaveLength(1)
}

async function toPlaceOrder(page: Page) {
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await chooseForOrder(page, 'ja', 'card')
}

test('ten rapid clicks on Place order make one order', async ({ page }) => {
  await toPlaceOrder(page)
  await tenClicksInOneTask(place(page))
  await onDone(page)
  expect(await sandboxOrders(page)).toHaveLength(1)
  await paysOnce(page)
})

test('two tabs checking out the same cart make one order', async ({ page, context }) => {
  await toPlaceOrder(page)
  const other = await context.newPage()
  await openStorefront(other, 'ja')
  await toShippingStep(other, 'ja')
  await chooseForOrder(other, 'ja', 'card')

  await place(page).click()
  const orderId = await onDone(page)
  // The other tab's cart items are gone with the first order: it finds that order, not a new one.
  await place(other).click()
  await expect(other).toHaveURL(new RegExp(`/step-done/${orderId}\\?`))
  expect(await sandboxOrders(page)).toHaveLength(1)
  await paysOnce(page)
  // Paying it again from the other tab charges nothing more.
  await other.reload()
  await expect(other.getByText(w.paid)).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders[0]!.payment_attempts.filter((a) => a.outcome === 'paid')).toHaveLength(1)
})

test('a checkout answer lost after the order is re-read, never ordered again', async ({ page }) => {
  await toPlaceOrder(page)
  await fault(page, {
    method: 'POST',
    path: '/api/v1/17shop/checkout',
    network: 'abort',
    when: 'after',
  })
  await place(page).click()
  // The re-read finds the order the lost answer made, in buyer-jp's orders.
  await onDone(page)
  expect(await sandboxOrders(page)).toHaveLength(1)
  await paysOnce(page)
})

test('a reload while the order is being placed makes one order', async ({ page }) => {
  await toPlaceOrder(page)
  const slow = await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/v1/17shop/checkout', delayMs: 3000, times: 1 },
  })
  expect(slow.ok()).toBe(true)
  await place(page).click()
  await expect(place(page)).toHaveAttribute('aria-busy', 'true')
  await page.reload()
  await onDone(page)
  expect(await sandboxOrders(page)).toHaveLength(1)
  await paysOnce(page)
  // The held call has been answered by now too: still one order.
  await page.waitForTimeout(3000)
  expect(await sandboxOrders(page)).toHaveLength(1)
})

test('a reload while the total is being asked for asks again, and the order is placed', async ({
  page,
}) => {
  await toPlaceOrder(page)
  const slow = await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/v1/17shop/carts/pricing', delayMs: 5000, times: 1 },
  })
  expect(slow.ok()).toBe(true)
  // A new choice asks for the total again; the reload leaves before it is answered.
  const asked = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/carts/pricing'),
  )
  await page.getByRole('radio', { name: w.store }).check()
  await asked
  await page.reload()
  // The browser aborted the call; the page asks again rather than saying the total failed.
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await expect(page.getByText('合計を計算できませんでした')).toHaveCount(0)
  await page.getByRole('radio', { name: w.card }).check()
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await place(page).click()
  await onDone(page)
  expect(await sandboxOrders(page)).toHaveLength(1)
})
