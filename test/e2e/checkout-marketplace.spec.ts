import { expect, test, type Page } from './support/test'
import { sandboxOrders, theOnlyOrder } from './support/sandbox'
import {
  addAddress,
  addCard,
  addMug,
  fillContact,
  fillPayee,
  orderByCard,
  STORE,
  stepUrl,
  toShippingStep,
} from './support/marketplace-checkout'
import { tenClicksInOneTask } from './support/clicks'
import { isolated } from './support/bidi'

/**
 * The marketplace checkout (docs/routes.md#checkout) against the production build and the sandbox:
 * a guest buys from sakura-select by cash on delivery (FIXTURES.md: shipping 1012 `custom_cod`
 * ¥800, the cash-on-delivery fee ¥330).
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** Cash-on-delivery shipping, a new address found by its postcode, cash on delivery, contact. */
async function fillCashOnDelivery(page: Page) {
  await page.getByRole('radio', { name: /Delivery, cash on delivery/ }).check()
  const address = page.getByRole('form', { name: 'New address' })
  await address.getByLabel("Recipient's name").fill('山田 花子')
  await address.getByLabel('Phone number').fill('09012345678')
  await address.getByLabel('Postcode').fill('100-0001')
  // A complete postcode looks itself up.
  await expect(address.getByLabel('Prefecture')).toHaveValue('東京都')
  await expect(address.getByLabel('City')).toHaveValue('千代田区')
  await address.getByLabel('Street address and building').fill('1-1 千代田ビル')
  await page.getByRole('radio', { name: /Cash on delivery/ }).check()
  await fillContact(page)
  // ¥2,860 + shipping ¥800 + cash-on-delivery fee ¥330.
  await expect(page.getByText('¥3,990')).toBeVisible()
}

test('a guest buys by cash on delivery; the order exists once', async ({ page }) => {
  await addMug(page)
  await toShippingStep(page)
  await fillCashOnDelivery(page)
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  const orderId = Number(page.url().split('/').pop())
  await expect(page.getByText(`Your order number is ${orderId}.`)).toBeVisible()
  await expect(page.getByText('¥3,990')).toBeVisible()
  await expect(page.getByText(/Pay the total to the delivery person/)).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders.map((order) => order.id)).toEqual([orderId])
  expect(orders[0]?.payment?.type).toBe('custom_cod')
  // A reload keeps the done page; Back from it stays there: the order's steps are over.
  await page.reload()
  await expect(page.getByText(`Your order number is ${orderId}.`)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  await expect(page.getByText(`Your order number is ${orderId}.`)).toBeVisible()
  expect(await sandboxOrders(page)).toHaveLength(1)
})

test('ten rapid clicks on place order create exactly one order', async ({ page }) => {
  await addMug(page)
  await toShippingStep(page)
  await fillCashOnDelivery(page)
  const place = page.getByRole('button', { name: 'Place the order' })
  await tenClicksInOneTask(place)
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  await expect(page.getByText(/Your order number is/)).toBeVisible()
  expect(await sandboxOrders(page)).toHaveLength(1)
})

test('a reload on the shipping step keeps the choices', async ({ page }) => {
  await addMug(page)
  await toShippingStep(page)
  await fillCashOnDelivery(page)
  await page.reload()
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await expect(page.getByRole('radio', { name: /Delivery, cash on delivery/ })).toBeChecked()
  // The new address, not saved yet, keeps every field typed.
  const address = page.getByRole('form', { name: 'New address' })
  await expect(address.getByLabel("Recipient's name")).toHaveValue('山田 花子')
  await expect(address.getByLabel('Street address and building')).toHaveValue('1-1 千代田ビル')
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked()
  await expect(page.getByLabel('E-mail address')).toHaveValue('hanako@example.com')
  await expect(page.getByText('¥3,990')).toBeVisible()
  // Back resumes the step before, with its choice.
  await page.goBack()
  await expect(page).toHaveURL(stepUrl('step-products'))
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeChecked()
})

test('a deep link to the shipping step with an empty cart lands on the category step', async ({
  page,
}) => {
  await page.goto(`${STORE}/checkout/step-shipping-and-payment?locale=en`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  await expect(page.getByText('Your cart in this store is empty.')).toBeVisible()
  // The done page of an order this checkout did not place (someone's, or none) is no way in.
  await page.goto(`${STORE}/checkout/step-done/9001`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  await expect(page.getByText('Your order number is')).toHaveCount(0)
})

test('items changed at checkout are marked on the products step and can be accepted', async ({
  page,
}) => {
  await addMug(page)
  await toShippingStep(page)
  await fillCashOnDelivery(page)
  // A fault: the checkout answers that the chosen item's price changed since it was added.
  await page.route('**/api/v2/checkout', async (route) => {
    const body = route.request().postDataJSON() as { item_ids: number[] }
    await route.fulfill({
      status: 409,
      json: {
        code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
        data: [{ cart_item_id: body.item_ids[0], status_changes: ['price'] }],
      },
    })
  })
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(stepUrl('step-products'))
  await expect(page.getByRole('alert').filter({ hasText: 'Some items changed' })).toBeVisible()
  await expect(page.getByRole('list', { name: /Changes to .*藍/ })).toContainText(
    'The price has changed',
  )
  expect(await sandboxOrders(page)).toHaveLength(0)
  await page.unroute('**/api/v2/checkout')
  await page.getByRole('button', { name: 'Accept the changes' }).click()
  await expect(page.getByRole('list', { name: /Changes to/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await expect(page.getByRole('radio', { name: /Delivery, cash on delivery/ })).toBeChecked()
})

test('the marketplace checkout speaks Japanese by default', async ({ page }) => {
  await addMug(page, 'ja')
  await page.goto(`${STORE}/checkout`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  await expect(page.getByRole('heading', { name: 'ご購入手続き' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '何を注文しますか？' })).toBeVisible()
  await page.getByRole('radio', { name: /通常商品/ }).check()
  await expect(page.getByText('カート内 1 点')).toBeVisible()
  await page.getByRole('button', { name: '次へ' }).click()
  await expect(page.getByRole('heading', { name: '注文する商品を選ぶ' })).toBeVisible()
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`${isolated('藍')} を注文する`) }),
  ).toBeChecked()
  await page.getByRole('button', { name: '次へ' }).click()
  await expect(page.getByRole('heading', { name: '配送とお支払い' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /配送（代金引換）/ })).toBeVisible()
  await expect(page.getByRole('button', { name: '注文を確定する' })).toBeVisible()
})

test('quantities change and items leave the cart on the products step', async ({ page }) => {
  await addMug(page)
  await page.goto(`${STORE}/checkout?locale=en`)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  const quantity = page.getByRole('textbox', { name: 'Quantity' })
  await quantity.fill('3')
  await quantity.press('Enter')
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3')
  // More than what is left (25): said by the field, kept as typed, nothing sent.
  await page.getByRole('textbox', { name: 'Quantity' }).fill('999')
  await page.getByRole('textbox', { name: 'Quantity' }).press('Enter')
  await expect(page.getByText('You can order at most 25 of this option.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('999')
  await page.getByRole('textbox', { name: 'Quantity' }).fill('0')
  await expect(page.getByText('Enter a whole number of at least 1.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3')
  await page.getByRole('button', { name: /Remove .*藍/ }).click()
  await expect(page.getByText('There are no items of this kind in your cart.')).toBeVisible()
})

test('a refused checkout is a translated message and keeps the form', async ({ page }) => {
  await addMug(page)
  await toShippingStep(page)
  await fillCashOnDelivery(page)
  await page.request.post('/__sandbox/faults', {
    data: {
      method: 'POST',
      path: '/api/v2/checkout',
      status: 400,
      body: { code: 'REACHED_BUYER_PURCHASABLE_LIMIT' },
      times: 1,
    },
  })
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'limit per person' })).toBeVisible()
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await expect(page.getByLabel('E-mail address')).toHaveValue('hanako@example.com')
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked()
  expect(await sandboxOrders(page)).toHaveLength(0)
  // Nothing was lost: the same form places the order.
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  expect(await sandboxOrders(page)).toHaveLength(1)
})

test('a lost checkout answer is never ordered again blindly', async ({ page }) => {
  await addMug(page)
  await toShippingStep(page)
  await fillCashOnDelivery(page)
  await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/v2/checkout', network: 'abort', when: 'after', times: 1 },
  })
  await page.getByRole('button', { name: 'Place the order' }).click()
  // The order was made: the guest's order list of the store finds it, and it is shown.
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  await expect(page.getByText(`Your order number is ${orders[0]!.id}.`)).toBeVisible()
})

test('a guest pays at a convenience store: the payment number after ordering, kept on reload', async ({
  page,
}) => {
  await addMug(page)
  await toShippingStep(page)
  // Regular delivery: ¥2,860 + ¥800, no payment fee.
  await page
    .getByRole('radio', { name: /^Delivery/ })
    .first()
    .check()
  await addAddress(page, '5300001')
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled()
  await page.getByRole('radio', { name: /Convenience store/ }).check()
  await fillContact(page)
  await expect(page.getByText('¥3,660')).toBeVisible()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)

  const form = page.getByRole('form', { name: 'Pay at a convenience store' })
  await form.getByRole('button', { name: 'Get the payment number' }).click()
  await expect(form.getByText('Enter the name in katakana.')).toBeVisible()
  await fillPayee(page, 'Lawson')
  await form.getByRole('button', { name: 'Get the payment number' }).click()
  await expect(page.getByRole('heading', { name: 'Pay at Lawson' })).toBeVisible()
  const receipt = page.getByRole('definition').filter({ hasText: /^\d{12}$/ })
  await expect(receipt).toBeVisible()
  const number = await receipt.textContent()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pay at Lawson' })).toBeVisible()
  await expect(page.getByText(number ?? '')).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.payment?.type).toBe('gmo_cvs')
})

test('a guest pays by a new card; a declined card is tried again with another, charged once', async ({
  page,
}) => {
  await orderByCard(page)
  const cards = page.getByRole('group', { name: 'Pay by card' })
  // GMO declines this one (FIXTURES.md): nothing is charged, another card may be tried.
  await addCard(page, '4000000000000002')
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The card was declined.' })).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await addCard(page, '4111111111111111')
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(/The payment is complete/)).toBeVisible()

  const order = await theOnlyOrder(page)
  expect(order.payment?.status).toBe('paid')
  expect(order.outcomes).toEqual(['declined', 'paid'])
})

test('after a declined card the order may be paid at a convenience store instead', async ({
  page,
}) => {
  await orderByCard(page)
  await addCard(page, '4000000000000002')
  await page.getByRole('button', { name: 'Pay now' }).click()
  // Both ways on are buttons of one kind, starting at the alert's edge.
  const declined = page.getByRole('alert').filter({ hasText: 'The card was declined.' })
  const edges = await Promise.all(
    ['Try again', 'Pay at a convenience store instead'].map(async (name) => {
      const button = declined.getByRole('button', { name })
      return { box: await button.boundingBox(), kind: await button.getAttribute('class') }
    }),
  )
  expect(edges[1]!.box!.x).toBe(edges[0]!.box!.x)
  expect(edges[1]!.kind).toBe(edges[0]!.kind)
  await page.getByRole('button', { name: 'Pay at a convenience store instead' }).click()
  const form = await fillPayee(page, 'FamilyMart')
  await form.getByRole('button', { name: 'Get the payment number' }).click()
  await expect(page.getByRole('heading', { name: 'Pay at FamilyMart' })).toBeVisible()

  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.payment?.type).toBe('gmo_cvs')
})

test('a pay answer lost on the way is re-read from the order, never charged twice', async ({
  page,
}) => {
  await orderByCard(page)
  await addCard(page, '4111111111111111')
  // The charge is made, then the connection drops before the answer arrives.
  await page.request.post('/__sandbox/faults', {
    data: {
      method: 'POST',
      path: '/api/v2/orders/*/pay',
      network: 'abort',
      when: 'after',
      times: 1,
    },
  })
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(/The payment is complete/)).toBeVisible()
  // The fault was met (it is used up), so the page learned of the payment from the order.
  const faults = (await (await page.request.get('/__sandbox/faults')).json()) as {
    faults: unknown[]
  }
  expect(faults.faults).toEqual([])
  const order = await theOnlyOrder(page)
  expect(order.payment?.status).toBe('paid')
  expect(order.outcomes).toEqual(['paid'])
})

test('two tabs placing the same cart create exactly one order', async ({ page, context }) => {
  await addMug(page)
  await toShippingStep(page)
  await fillCashOnDelivery(page)

  // A second tab of the same guest: its own checkout (per tab), the same cart and address.
  const other = await context.newPage()
  await toShippingStep(other)
  await other.getByRole('radio', { name: /Delivery, cash on delivery/ }).check()
  // Its new address is its own to type (the first tab's is saved only with its order).
  await addAddress(other)
  await other.getByRole('radio', { name: /Cash on delivery/ }).check()
  await other.getByLabel('E-mail address').fill('hanako@example.com')
  await expect(other.getByText('¥3,990')).toBeVisible()

  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  const placed = new URL(page.url()).pathname
  await other.getByRole('button', { name: 'Place the order' }).click()
  // The items already left the cart: the second tab orders nothing and shows the order that
  // took them.
  await expect(other).toHaveURL(/\/checkout\/step-done\/\d+$/)
  expect(new URL(other.url()).pathname).toBe(placed)
  expect(await sandboxOrders(page)).toHaveLength(1)
})

test('a reload on the category and products steps keeps the choices', async ({ page }) => {
  await addMug(page)
  await page.goto(`${STORE}/checkout`)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.reload()
  await expect(page).toHaveURL(stepUrl('step-category'))
  await expect(page.getByRole('radio', { name: /Regular goods/ })).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('checkbox', { name: /Order .*藍/ }).uncheck()
  await page.reload()
  await expect(page).toHaveURL(stepUrl('step-products'))
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).not.toBeChecked()
  // Nothing chosen: no going on, and a deep link further lands here.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Choose at least one item.')).toBeVisible()
  await page.goto(`${STORE}/checkout/step-shipping-and-payment`)
  await expect(page).toHaveURL(stepUrl('step-products'))
})
