import { expect, test, type Page } from './support/test'
import { logInAsMember } from './support/member-login'
import { sandboxOrders } from './support/sandbox'
import { tenClicksInOneTask } from './support/clicks'

/**
 * The marketplace checkout for a member (FIXTURES.md: member@example.com with address 1 in
 * 東京都千代田区 and a kumo-books cart item 1 whose price went from ¥660 to ¥693).
 */
const checkoutUrl = (store: string, step: string) =>
  new RegExp(`/stores/${store}/marketplace/checkout/${step}$`)

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/**
 * On the products step as the buyer sees it. Its address comes before its screen: the category
 * step, Next button and all, stays until the products step has its cart, and a press on that
 * Next then is the category's (its work already done), not the products step's.
 */
async function onProductsStep(page: Page, store: string) {
  await expect(page).toHaveURL(checkoutUrl(store, 'step-products'))
  await expect(page.getByRole('heading', { name: 'Choose the items to order' })).toBeVisible()
}

const logIn = logInAsMember

/** A member's cart with one 白磁 mug (SKU 30012, ¥2,640), checked out up to the shipping step. */
async function memberAtShippingStep(page: Page) {
  await logIn(page)
  await page.goto('/stores/sakura-select/marketplace/products/3001')
  const form = page.getByRole('form', { name: 'Add to cart' })
  await form.getByRole('radio', { name: /白磁/ }).check()
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('link', { name: 'Go to checkout' })).toBeVisible()
  await page.goto('/stores/sakura-select/marketplace/checkout')
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await onProductsStep(page, 'sakura-select')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(checkoutUrl('sakura-select', 'step-shipping-and-payment'))
}

/**
 * On the shipping step: ships by `shipping` to the member's saved 千代田 address (chosen for them),
 * pays by `payment`, sees the `total` and places the order.
 */
async function orderToSavedAddress(
  page: Page,
  { shipping, payment, total }: { shipping: RegExp; payment: RegExp; total: string },
) {
  await page.getByRole('radio', { name: shipping }).first().check()
  // The saved address; no new-address form is opened for a buyer who has one.
  await expect(page.getByRole('radio', { name: /千代田/ })).toBeChecked()
  await expect(page.getByRole('form', { name: 'New address' })).toHaveCount(0)
  await page.getByRole('radio', { name: payment }).check()
  await expect(page.getByText(total)).toBeVisible()
  await placeTheOrder(page)
}

async function placeTheOrder(page: Page) {
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
}

/** A member at kumo-books, whose cart's book changed price, on the products step. */
async function memberAtKumoBooksProducts(page: Page) {
  await logIn(page)
  await page.goto('/stores/kumo-books/marketplace/checkout')
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await onProductsStep(page, 'kumo-books')
}

test('a member pays by saved card after ordering; ten clicks on pay charge once', async ({
  page,
}) => {
  await memberAtShippingStep(page)
  // ¥2,640 + shipping ¥800.
  await orderToSavedAddress(page, { shipping: /^Delivery/, payment: /^Card/, total: '¥3,440' })

  const cards = page.getByRole('group', { name: 'Pay by card' })
  await cards.getByRole('radio', { name: /1111/ }).check()
  await tenClicksInOneTask(cards.getByRole('button', { name: 'Pay now' }))
  await expect(page.getByText(/The payment is complete/)).toBeVisible()
  await page.reload()
  await expect(page.getByText(/The payment is complete/)).toBeVisible()

  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.payment).toMatchObject({ type: 'gmo_credit', status: 'paid' })
  expect(orders[0]?.payment_attempts.map((attempt) => attempt.outcome)).toEqual(['paid'])
})

test('a member orders by cash on delivery to the saved address, e-mail and phone their own', async ({
  page,
}) => {
  await memberAtShippingStep(page)
  // ¥2,640 + shipping ¥800 + cash-on-delivery fee ¥330.
  await orderToSavedAddress(page, {
    shipping: /Delivery, cash on delivery/,
    payment: /Cash on delivery/,
    total: '¥3,770',
  })

  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.owner).toBe('user:1')
})

test('an item whose price changed is marked and must be accepted before going on', async ({
  page,
}) => {
  await memberAtKumoBooksProducts(page)
  const changes = page.getByRole('list', { name: /Changes to .*吾輩は猫である/ })
  await expect(changes).toContainText('The price has changed')
  // Not before the change is accepted (or the item left out).
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(checkoutUrl('kumo-books', 'step-products'))
  await page.getByRole('button', { name: 'Accept the changes' }).click()
  await expect(changes).toHaveCount(0)
  // The new price, on the item and in the subtotal the shop computes for it.
  await expect(page.getByText('¥693')).toHaveCount(2)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(checkoutUrl('kumo-books', 'step-shipping-and-payment'))
  // kumo-books lets the buyer pick up at the store, free.
  await expect(page.getByRole('radio', { name: /Pick up at the store/ })).toBeVisible()
})

test('a member picks up at kumo-books and pays by card', async ({ page }) => {
  await memberAtKumoBooksProducts(page)
  await page.getByRole('button', { name: 'Accept the changes' }).click()
  await expect(page.getByRole('list', { name: /Changes to/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(checkoutUrl('kumo-books', 'step-shipping-and-payment'))

  await page.getByRole('radio', { name: /Pick up at the store/ }).check()
  await expect(page.getByText('Pick up at 東京都千代田区神田神保町1-1 くも書房 店頭')).toBeVisible()
  // The member's delivery address is no one who picks up: name and phone are asked for.
  const who = page.getByRole('form', { name: 'Who picks up' })
  await page.getByRole('radio', { name: /^Card/ }).check()
  // ¥693, free pick-up.
  await expect(page.getByRole('definition').filter({ hasText: '¥0' }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(who.getByText('Enter the name of the person who picks up.')).toBeVisible()
  await who.getByRole('textbox', { name: 'Name', exact: true }).fill('会員 太郎')
  await who.getByRole('textbox', { name: 'Phone number' }).fill('09011112222')
  // Place the order saves who picks up, then places.
  await placeTheOrder(page)
  const cards = page.getByRole('group', { name: 'Pay by card' })
  await cards.getByRole('radio', { name: /1111/ }).check()
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(/The payment is complete/)).toBeVisible()

  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.shipping.type).toBe('self_pick_up')
  expect(orders[0]?.payment?.status).toBe('paid')
})

test('a member paying at a convenience store has their saved Lawson payee chosen: one press gets the numbers', async ({
  page,
}) => {
  await memberAtShippingStep(page)
  await orderToSavedAddress(page, {
    shipping: /^Delivery/,
    payment: /Convenience store/,
    total: '¥3,440',
  })

  // Payee 1 (佐藤 花子 at Lawson) is chosen; nothing needs typing.
  const payees = page.getByRole('group', { name: 'Who pays, and where' })
  await expect(payees.getByRole('radio', { name: /佐藤 花子 · Lawson/ })).toBeChecked()
  await page.getByRole('button', { name: 'Get the payment number' }).click()
  await expect(page.getByRole('heading', { name: 'Pay at Lawson' })).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.payment).toMatchObject({ type: 'gmo_cvs' })
  expect(JSON.stringify(orders[0]?.payment)).toContain('佐藤 花子')
})
