import { expect, test, type Page } from './support/test'
import { addCard, DONE_PAGE, orderByCard } from './support/marketplace-checkout'
import { sandboxOrders, theOnlyOrder } from './support/sandbox'

/**
 * The 3-D Secure round trip of a marketplace card payment (docs/reliability.md#redirects) against
 * the production build and the sandbox: card 4000000000003220 sends the browser to the sandbox's
 * 3-D Secure page on this origin, which sends it back to the done page with the outcome; the order,
 * re-read, decides.
 */
const THREE_DS_CARD = '4000000000003220'
const THREE_DS_PAGE = /\/__sandbox\/pay\/3ds\/\d+$/

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** Pays with a new 3-D Secure card and lands on the sandbox's verification page. */
async function payToThreeDs(page: Page) {
  await addCard(page, THREE_DS_CARD)
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(THREE_DS_PAGE)
  await expect(page.getByRole('heading', { name: '3-D Secure verification' })).toBeVisible()
}

const complete = (page: Page) => page.getByText(/The payment is complete/)

test('a 3-D Secure card approved on the provider page pays the order once', async ({ page }) => {
  const orderId = await orderByCard(page)
  await payToThreeDs(page)
  await page.getByRole('button', { name: 'Approve' }).click()
  // Back on this order's done page; the return's parameters are gone from the URL.
  await expect(page).toHaveURL(new RegExp(`/checkout/step-done/${orderId}$`))
  await expect(complete(page)).toBeVisible()
  await expect(page.getByText(`Your order number is ${orderId}.`)).toBeVisible()

  const orders = await sandboxOrders(page)
  expect(orders.map((order) => order.id)).toEqual([orderId])
  expect(orders[0]?.payment?.status).toBe('paid')
  expect(orders[0]?.payment_attempts.map((attempt) => attempt.outcome)).toEqual(['paid'])

  await page.reload()
  await expect(complete(page)).toBeVisible()
  await expect(page.getByRole('group', { name: 'Pay by card' })).toHaveCount(0)
  // A mangled return link is ignored (and dropped), never an error page.
  await page.goto(`${page.url()}?payment=returned&order_id=abc&outcome=%3Cb%3E`)
  await expect(page).toHaveURL(new RegExp(`/checkout/step-done/${orderId}$`))
  await expect(complete(page)).toBeVisible()
  expect((await sandboxOrders(page))[0]?.payment_attempts).toHaveLength(1)
})

test('a 3-D Secure decline is not completed; another card then pays, charged once', async ({
  page,
}) => {
  await orderByCard(page)
  await payToThreeDs(page)
  await page.getByRole('button', { name: 'Decline' }).click()
  await expect(page).toHaveURL(DONE_PAGE)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The payment was not completed. Nothing was charged; try again.' }),
  ).toBeVisible()
  await expect(complete(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Try again' }).click()
  await addCard(page, '4111111111111111')
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(complete(page)).toBeVisible()

  const order = await theOnlyOrder(page)
  expect(order.payment?.status).toBe('paid')
  expect(order.outcomes).toEqual(['declined', 'paid'])
})

test('Back from the provider page without deciding offers a check, which never charges', async ({
  page,
}) => {
  await orderByCard(page)
  await payToThreeDs(page)
  await page.goBack()
  await expect(page).toHaveURL(DONE_PAGE)
  await expect(
    page.getByRole('alert').filter({ hasText: "Taking you to your card issuer's verification" }),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Continue to the verification page' }),
  ).toHaveAttribute('href', THREE_DS_PAGE)

  await page.getByRole('button', { name: 'Check the payment instead' }).click()
  // The provider page is still open, so the order cannot say yet: pending, nothing paid again.
  await expect(
    page.getByRole('alert').filter({ hasText: 'The payment is being confirmed' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  await expect(complete(page)).toHaveCount(0)

  const order = await theOnlyOrder(page)
  expect(order.payment?.status).not.toBe('paid')
  expect(order.outcomes).toEqual(['redirected'])
})
