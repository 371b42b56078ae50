import { expect, test, type Page } from './support/test'
import { STORE, stepUrl } from './support/marketplace-checkout'
import { addFromStream, placeOrder, toShippingStep, words } from './support/live-checkout'
import { sandboxOrders } from './support/sandbox'

/**
 * A session the server ends mid-checkout (a 401) sends the buyer to log in; after logging in
 * again they are back on the step they left, and during payment on the unpaid order, in every
 * shop (docs/errors.md#401).
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** The next call to `path` answers 401, as when the server has ended the session. */
async function refuseNext(page: Page, method: string, path: string) {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method, path, status: 401, body: { code: 'UNAUTHENTICATED' }, times: 1 },
  })
  expect(response.ok()).toBe(true)
}

async function logIn(page: Page) {
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** The member, with one 藍 mug, on the shipping step with delivery to the saved address by card. */
async function memberChoosing(page: Page) {
  await page.goto('/stores/sakura-select/account?locale=en')
  await logIn(page)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()
  await page.goto(`${STORE}/products/3001`)
  const form = page.getByRole('form', { name: 'Add to cart' })
  await form.getByRole('radio', { name: /藍/ }).check()
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('link', { name: 'Go to checkout' })).toBeVisible()
  await page.goto(`${STORE}/checkout`)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  // The category step (with its own Next) stays until the products step has its cart.
  await expect(page.getByRole('heading', { name: 'Choose the items to order' })).toBeVisible()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  await expect(page.getByRole('radio', { name: /千代田/ })).toBeChecked()
}

const LOGIN = /\/stores\/sakura-select\/account\?redirect=/

test('marketplace: a 401 while choosing shipping and payment, then a login, returns to that step with the choices', async ({
  page,
}) => {
  await memberChoosing(page)
  await refuseNext(page, 'POST', '/api/v2/carts/pricing')
  // A click, not check(): the page is gone before the radio could be seen checked.
  await page.getByRole('radio', { name: /^Card/ }).click()
  await expect(page).toHaveURL(LOGIN)

  await logIn(page)
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await expect(page.getByRole('radio', { name: /千代田/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked()
  await expect(page.getByText('¥3,660').first()).toBeVisible()
})

test('marketplace: a 401 while paying, then a login, returns to the unpaid order, which is then paid once', async ({
  page,
}) => {
  await memberChoosing(page)
  await page.getByRole('radio', { name: /^Card/ }).check()
  await expect(page.getByText('¥3,660').first()).toBeVisible()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  const done = page.url()
  const cards = page.getByRole('group', { name: 'Pay by card' })
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()

  await refuseNext(page, 'POST', '/api/v2/orders/*/pay')
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(LOGIN)
  await logIn(page)

  await expect(page).toHaveURL(done)
  await expect(
    page.getByRole('heading', { name: 'Your order is placed: pay to complete it' }),
  ).toBeVisible()
  // The refused try is told as it was: nothing charged.
  await expect(
    page.getByText('The payment was not completed. Nothing was charged; try again.'),
  ).toBeVisible()
  // Nothing refused the card: it is still chosen, so one press pays.
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(/The payment is complete/)).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.payment).toMatchObject({ type: 'gmo_credit', status: 'paid' })
})

/** The live shop has no login form: the 17LIVE app opens the page again with a new token. */
async function liveLoginAgain(page: Page) {
  await expect(page).toHaveURL(/\/error\/unauthorized\?from=/)
  const from = new URL(page.url()).searchParams.get('from')!
  await page.goto(`${from}${from.includes('?') ? '&' : '?'}token=buyer-jp`)
}

test('live JP: a 401 on the shipping step, then a new login, returns to that step with the choices', async ({
  page,
}) => {
  const w = words('ja')
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await page.getByRole('radio', { name: w.delivery }).check()
  await page.getByRole('radio', { name: /大阪/ }).first().check()
  await refuseNext(page, 'POST', '/api/v1/17shop/carts/pricing')
  await page.getByRole('radio', { name: w.card }).click()

  await liveLoginAgain(page)
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-shipping-and-payment\?/)
  await expect(page.getByRole('radio', { name: /大阪/ }).first()).toBeChecked()
  await expect(page.getByRole('radio', { name: w.card })).toBeChecked()
})

test('live JP: a 401 while paying, then a new login, returns to the unpaid order', async ({
  page,
}) => {
  const w = words('ja')
  await addFromStream(page, 'ja')
  await toShippingStep(page, 'ja')
  await placeOrder(page, 'ja', 'card')
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-done\/\d+\?/)
  const orderPath = new URL(page.url()).pathname
  const cards = page.getByRole('group', { name: w.payByCard })
  await cards.getByRole('radio', { name: /1111/ }).check()
  await refuseNext(page, 'POST', '/api/v1/17shop/orders/*/pay')
  await page.getByRole('button', { name: w.payNow }).click()

  await liveLoginAgain(page)
  await expect(page).toHaveURL(new RegExp(`${orderPath}\\?`))
  await expect(page.getByText(/請求は発生していません/)).toBeVisible()
  // Nothing refused the card: it is still chosen, so one press pays.
  await page.getByRole('button', { name: 'もう一度試す' }).click()
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()
  await page.getByRole('button', { name: w.payNow }).click()
  await expect(page.getByText(w.paid)).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.payment).toMatchObject({ status: 'paid' })
})
