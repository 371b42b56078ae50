import { expect, test, type Page } from './support/test'
import { expectAccessibleInEnAndJa } from './support/axe'
import {
  addCard,
  addMug,
  orderByCard,
  STORE,
  stepUrl,
  toShippingStep,
} from './support/marketplace-checkout'
import { logInAsMember } from './support/member-login'
import * as live from './support/live-checkout'
import { liveShop, marketplace } from './support/orders'
import { watchPageErrors, pageErrorsOf } from './support/page-errors'

/**
 * axe-core (WCAG 2.2 AA and best practice) on the states a screen-reader or keyboard user meets
 * when something goes wrong, each in English and Japanese: refused forms with their messages,
 * the choice of session, each checkout step with an error, a refused payment, the 3-D Secure
 * return, an order's messages. A serious or critical violation fails with its rule and element.
 */
// Each state is checked twice, and axe takes a few seconds a run on a busy machine.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page, request }) => {
  await request.post('/__sandbox/reset')
  watchPageErrors(page)
})

test.afterEach(async ({ page }) => {
  expect(pageErrorsOf(page)).toEqual([])
})

const fault = (page: Page, data: Record<string, unknown>) =>
  page.request.post('/__sandbox/faults', { data: { times: 1, ...data } })

test('register refused: every field with its message', async ({ page }) => {
  await page.goto('/stores/sakura-select/account/register?locale=en')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expectAccessibleInEnAndJa(page, 'register refused')
})

test('log in refused by the server', async ({ page }) => {
  await page.goto('/stores/sakura-select/account?locale=en')
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Log in' }).last().click()
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(1)
  await expectAccessibleInEnAndJa(page, 'log in refused')
})

test('category step: the cart could not be read', async ({ page }) => {
  await addMug(page)
  await fault(page, { method: 'GET', path: '/api/v2/stores/*/carts', status: 500, times: 3 })
  await page.goto(`${STORE}/checkout`)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expectAccessibleInEnAndJa(page, 'category step')
})

test('products step: a quantity over what is left', async ({ page }) => {
  await addMug(page)
  await page.goto(`${STORE}/checkout`)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-products'))
  const quantity = page.getByRole('textbox', { name: 'Quantity' })
  await quantity.fill('999')
  await quantity.press('Enter')
  await expect(page.getByText('You can order at most 25 of this option.')).toBeVisible()
  await expectAccessibleInEnAndJa(page, 'products step')
})

test('shipping step: placed with nothing filled, every missing field said', async ({ page }) => {
  await addMug(page)
  await toShippingStep(page)
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expectAccessibleInEnAndJa(page, 'shipping step, nothing filled')
})

test('done step: a declined card', async ({ page }) => {
  await orderByCard(page)
  await addCard(page, '4000000000000002')
  await page
    .getByRole('group', { name: 'Pay by card' })
    .getByRole('button', { name: 'Pay now' })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: 'The card was declined.' })).toBeVisible()
  await expectAccessibleInEnAndJa(page, 'done step, card declined')
})

test('3-D Secure declined: back on the done page', async ({ page }) => {
  await orderByCard(page)
  await addCard(page, '4000000000003220')
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/__sandbox\/pay\/3ds\/\d+$/)
  await page.getByRole('button', { name: 'Decline' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+/)
  await expect(
    page.getByRole('alert').filter({ hasText: /not completed|declined/ }),
  ).not.toHaveCount(0)
  await expectAccessibleInEnAndJa(page, '3-D Secure return')
})

test('guest order choice: which session to keep', async ({ browser, page }) => {
  const other = await browser.newContext()
  const guest = await other.newPage()
  const id = await orderByCard(guest)
  const answer = await guest.request.get('/__sandbox/mailbox?to=hanako%40example.com')
  const { mails } = (await answer.json()) as { mails: { link: string; order_id?: number }[] }
  await other.close()
  await logInAsMember(page)
  await page.goto(`${mails.find((m) => m.order_id === id)!.link}&locale=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This order was placed without an account',
  )
  await expectAccessibleInEnAndJa(page, 'guest order choice')
})

for (const shop of [marketplace, liveShop]) {
  test(`${shop.name}: an order with its messages, one refused`, async ({ page }) => {
    const { orderId } = shop.conversation
    await shop.open(page, orderId)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Write a message first.')).toBeVisible()
    await expectAccessibleInEnAndJa(page, `${shop.name} order messages`)
  })
}

test('live shop: a saved card declined on the order page', async ({ page }) => {
  await liveShop.open(page, 9103)
  const cards = page.getByRole('group', { name: 'Pay by card' })
  await cards.getByRole('radio', { name: /0002/ }).check()
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText('The card was declined.', { exact: false })).toBeVisible()
  await expectAccessibleInEnAndJa(page, 'live order, card declined')
})

test('live shop, Japan: the order refused by the server on the shipping step', async ({ page }) => {
  await live.addFromStream(page, 'ja')
  await live.toShippingStep(page, 'ja')
  await live.chooseForOrder(page, 'ja', 'onDelivery')
  await fault(page, { method: 'POST', path: '/api/v1/17shop/checkout', status: 500 })
  await page.getByRole('button', { name: live.words('ja').place }).click()
  await expect(page.getByRole('alert').filter({ hasText: /./ })).not.toHaveCount(0)
  await expectAccessibleInEnAndJa(page, 'live checkout refused')
})
