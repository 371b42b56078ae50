import { expect, test } from './support/test'
import { DONE_PAGE, orderByCard, STORE, stepUrl } from './support/marketplace-checkout'

/** A placed order left unpaid never traps the tab: the cart opens, and the order stays payable. */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('an unpaid order does not block a new cart: Cart opens it, and the order can still be paid', async ({
  page,
}) => {
  const orderId = await orderByCard(page)
  await page.getByRole('link', { name: 'Continue shopping' }).click()
  await page.goto(`${STORE}/products/3002?locale=en`)
  const form = page.getByRole('form', { name: 'Add to cart' })
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByText('1 item added to your cart.')).toBeVisible()

  // The header's Cart, and Go to checkout, both open the cart with the new item.
  await page.getByRole('link', { name: /^Cart/ }).click()
  await expect(page).toHaveURL(stepUrl('step-category'))
  await expect(page.getByText('今治タオル フェイスタオル 3枚セット')).toBeVisible()
  await expect(page.getByText(`Order ${orderId} is waiting for your payment`)).toBeVisible()
  await page.goto(`${STORE}/products/3002?locale=en`)
  await form
    .getByRole('link', { name: 'Go to checkout' })
    .or(page.getByRole('link', { name: /^Cart/ }))
    .first()
    .click()
  await expect(page).toHaveURL(stepUrl('step-category'))

  // The unpaid order is one press away, with its way to pay.
  await page.getByRole('button', { name: `Pay for order ${orderId}` }).click()
  await expect(page).toHaveURL(DONE_PAGE)
  expect(page.url()).toContain(`/step-done/${orderId}`)
  await expect(page.getByRole('group', { name: 'Pay by card' })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Your order is placed: pay to complete it' }),
  ).toBeVisible()
})

test("a member's saved address, card, e-mail and phone are used: ordering and paying take no typing", async ({
  page,
}) => {
  await page.goto('/stores/sakura-select/account?locale=en')
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()
  await page.goto(`${STORE}/products/3001`)
  const form = page.getByRole('form', { name: 'Add to cart' })
  await form.getByRole('radio', { name: /白磁/ }).check()
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('link', { name: 'Go to checkout' })).toBeVisible()
  await page.getByRole('link', { name: /^Cart/ }).click()
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-products'))
  await expect(page.getByRole('checkbox', { name: /Order .*白磁/ })).toBeChecked()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  // The saved address is chosen, and the profile's e-mail filled in.
  await expect(page.getByRole('radio', { name: /千代田/ })).toBeChecked()
  await expect(page.getByLabel('E-mail address')).toHaveValue('member@example.com')
  await page.getByRole('radio', { name: /^Card/ }).check()
  await expect(page.getByText('¥3,440')).toBeVisible()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(DONE_PAGE)
  // The saved card is chosen: Pay now pays.
  const cards = page.getByRole('group', { name: 'Pay by card' })
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(/The payment is complete/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
})
