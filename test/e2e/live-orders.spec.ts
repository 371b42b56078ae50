import { expect, test, type Locator, type Page } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

test("the buyer's orders: the list, then one order's items, totals and statuses", async ({
  page,
}) => {
  await page.goto('/17shop/orders?token=buyer-jp&locale=en')
  await expect(heading(page, 'Your orders')).toBeVisible()
  const orders = page.getByRole('list', { name: 'Orders' })
  // 9102 (PayPay), 9103 (card, unpaid) and 9101 (on its way): FIXTURES.md.
  await expect(orders.getByRole('listitem')).toHaveCount(3)
  await expect(orders.getByRole('listitem').filter({ hasText: /9101/ })).toContainText('On its way')

  await orders.getByRole('link', { name: /9101/ }).click()
  await expect(heading(page, /Order HS\d+9101/)).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem').first(),
  ).toContainText('Qty')
  await expect(page.getByText('Credit card', { exact: true })).toBeVisible()
  await expect(page.getByText('Total', { exact: true })).toBeVisible()
})

test("another buyer's order, or an id that is not a number, is not found", async ({ page }) => {
  await page.goto('/17shop/orders/9201?token=buyer-jp')
  await expect(page).toHaveURL(/\/error\/not-found/)
  await page.goto('/17shop/orders/abc')
  await expect(page).toHaveURL(/\/error\/not-found/)
})

test('an unpaid PayPay order is paid on PayPay and comes back paid', async ({ page }) => {
  await page.goto('/17shop/orders/9102?token=buyer-jp&locale=en')
  await page.getByRole('link', { name: 'Pay with PayPay' }).click()
  await expect(page).toHaveURL(/\/17shop\/orders\/9102\/payment\/gmo-paypay$/)

  await page.getByRole('button', { name: 'Pay with PayPay' }).click()
  // The sandbox's PayPay page, on this origin: the only place the app may send the browser.
  await expect(page).toHaveURL(/\/__sandbox\/pay\/paypay\/\d+$/)
  await page.getByRole('button', { name: 'Cancel' }).click()
  // Back from PayPay: the payment machine reads the order, which says nothing was paid.
  await expect(page).toHaveURL(/\/17shop\/orders\/9102\/payment\/gmo-paypay$/)
  await expect(page.getByText('The PayPay payment was not completed')).toBeVisible()

  await page.getByRole('button', { name: 'Try PayPay again' }).click()
  await page.getByRole('button', { name: 'Pay with PayPay' }).click()
  await page.getByRole('button', { name: 'Pay with PayPay' }).click()
  await expect(page.getByText('Paid with PayPay')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay with PayPay' })).toHaveCount(0)
})

/** Space between two boxes on screen: positive when apart, 0 or less when they touch. */
async function spaceBetween(page: Page, above: Locator, below: Locator) {
  const [a, b] = await Promise.all([above.boundingBox(), below.boundingBox()])
  return b!.y - (a!.y + a!.height)
}

test("on a phone, the order's PayPay page keeps its buttons apart and its payment in a framed section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/17shop/orders/9102/payment/gmo-paypay?token=buyer-jp&locale=en')
  const pay = page.getByRole('button', { name: 'Pay with PayPay' })
  const details = page.getByRole('link', { name: 'Order details' })
  await expect(pay).toBeVisible()
  expect(await spaceBetween(page, pay, details)).toBeGreaterThanOrEqual(12)
  // The total keeps the space the order's other facts keep from what follows it.
  const total = page.getByRole('definition').filter({ hasText: '¥2,760' })
  const note = page.getByText('You will go to PayPay to pay, then come back here.')
  expect(await spaceBetween(page, total, note)).toBeGreaterThanOrEqual(12)
  // The payment sits in a bordered section, as on the other order pages.
  const section = page.getByRole('region', { name: 'PayPay payment' })
  expect(await section.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('1px')

  // Cancelled on PayPay: the way on and the way back stay apart too.
  await pay.click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  const again = page.getByRole('button', { name: 'Try PayPay again' })
  await expect(again).toBeVisible()
  expect(await spaceBetween(page, again, details)).toBeGreaterThanOrEqual(12)
})

test('PayPay is not offered for an order paid by card', async ({ page }) => {
  await page.goto('/17shop/orders/9101/payment/gmo-paypay?token=buyer-jp&locale=en')
  await expect(page.getByText('This order is not paid with PayPay.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay with PayPay' })).toHaveCount(0)
})

test("a deep link to a later live checkout step opens the cart step with that store's cart", async ({
  page,
  request,
}) => {
  // buyer-jp's cart at the JP live store, filled through the API with their ready session.
  const added = await request.post('/api/v1/17shop/add-cart', {
    headers: { Authorization: 'Bearer session-buyer-jp' },
    data: { id: 40021, quantity: 2 },
  })
  expect(added.ok()).toBe(true)

  // Shipping and payment before any items are chosen: the machine allows the cart step only,
  // and the URL follows it, keeping the link's ids and locale.
  await page.goto(
    '/17shop/checkout/step-shipping-and-payment?token=buyer-jp&liver_id=1001&locale=en',
  )
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-category\?liver_id=1001&locale=en$/)
  await expect(heading(page, 'Checkout')).toBeVisible()
  const cart = page.getByRole('list', { name: 'Items in your cart' })
  await expect(cart.getByRole('listitem')).toHaveCount(1)
  await expect(cart).toContainText('万能だれ')

  // The Taiwan checkout shows its own store's cart, which is empty.
  await page.goto('/17shop/tw-checkout?post_id=6001')
  await expect(page).toHaveURL(/\/17shop\/tw-checkout\/step-category\?post_id=6001$/)
  await expect(page.getByText('Your cart in this store is empty.')).toBeVisible()
})
