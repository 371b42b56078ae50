import { expect, test, type Page } from './support/test'
import {
  droppedReports,
  reloadRewritten,
  rewriteSaved,
  savedCheckoutKey,
} from './support/saved-snapshots'
import {
  addCard,
  addMug,
  orderByCard,
  STORE,
  stepUrl,
  toShippingStep,
} from './support/marketplace-checkout'
import { sandboxOrders } from './support/sandbox'
import { watchPageErrors } from './support/page-errors'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const paymentStatus = (page: Page) =>
  page
    .getByRole('region', { name: 'Payment' })
    .locator('dt', { hasText: /^Status$/ })
    .locator('+ dd')

const PAYPAY_ORDER = '/17shop/orders/9102/payment/gmo-paypay'

/** Order 9102's PayPay page, then PayPay's own page: the tab has saved its payment run. */
async function awayAtPaypay(page: Page) {
  await page.goto(`${PAYPAY_ORDER}?token=buyer-jp&locale=en`)
  await page.getByRole('button', { name: 'Pay with PayPay' }).click()
  await expect(page).toHaveURL(/\/__sandbox\/pay\/paypay\/\d+$/)
}

for (const rewrite of ['renamedState', 'otherVersion'] as const) {
  test(`a payment run saved by another release (${rewrite}) is dropped once: back from PayPay, the order is offered to pay again`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page)
    await awayAtPaypay(page)
    await rewriteSaved(page, 'order-payment:9102', rewrite)
    await page.getByRole('button', { name: 'Cancel' }).click()

    // Rebuilt from the order, which says nothing was paid: no error page, PayPay offered again.
    await expect(page).toHaveURL(new RegExp(`${PAYPAY_ORDER}\\?locale=en$`))
    const pay = page.getByRole('button', { name: 'Pay with PayPay' })
    await expect(pay).toBeVisible()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await expect.poll(() => droppedReports(request), { timeout: 15_000 }).toHaveLength(1)
    // The run was removed with its report: a reload does not meet it again.
    await page.reload()
    await expect(pay).toBeVisible()

    await pay.click()
    await page.getByRole('button', { name: 'Pay with PayPay' }).click()
    await expect(page.getByText('Paid with PayPay')).toBeVisible()
    // Nothing made anew: the seeded order was paid on PayPay's page.
    expect(await sandboxOrders(page)).toEqual([])
    expect(await droppedReports(request)).toHaveLength(1)
    expect(errors).toEqual([])
  })
}

for (const rewrite of ['renamedState', 'otherVersion'] as const) {
  test(`a checkout saved by another release (${rewrite}), with no order yet, starts again from the cart`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page)
    await addMug(page)
    await toShippingStep(page)
    await reloadRewritten(page, await savedCheckoutKey(page), rewrite)

    await expect(page).toHaveURL(stepUrl('step-category'))
    await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText('藍')
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await expect.poll(() => droppedReports(request), { timeout: 15_000 }).toHaveLength(1)
    expect(await sandboxOrders(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test(`a checkout saved by another release (${rewrite}) after its order was placed opens the order, paid once from there`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page)
    const orderId = await orderByCard(page)
    await reloadRewritten(page, await savedCheckoutKey(page), rewrite)

    // The order's own page, with its payment as the server has it: not paid yet.
    await expect(page).toHaveURL(new RegExp(`${STORE}/orders/${orderId}$`))
    await expect(paymentStatus(page)).toHaveText('Not started')
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await addCard(page, '4111111111111111')
    await page.getByRole('button', { name: 'Pay now' }).click()
    await expect(paymentStatus(page)).toHaveText('Paid')
    const orders = await sandboxOrders(page)
    expect(orders).toHaveLength(1)
    expect(orders[0]!.payment_attempts.map((attempt) => attempt.outcome)).toEqual(['paid'])
    await expect.poll(() => droppedReports(request), { timeout: 15_000 }).toHaveLength(1)
    expect(errors).toEqual([])
  })
}
