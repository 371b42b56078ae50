import { expect, test, type APIRequestContext, type Page } from './support/test'
import { addAddress, addCard, addMug, DONE_PAGE, fillContact } from './support/marketplace-checkout'
import { logInAsMember } from './support/member-login'
import { CHECKOUT, fillCart, payBySavedCard, placeOrder, words } from './support/live-checkout'
import { watchPageErrors } from './support/page-errors'
import { theOnlyOrder } from './support/sandbox'

/**
 * Storage that refuses, made before the app's scripts run: full (every write throws, as a full
 * disk or some private modes do) or blocked (the storage itself cannot be reached).
 */
const REFUSALS = {
  full: () => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  },
  blocked: () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError')
        },
      })
    }
  },
} as const

interface Report {
  extra: Record<string, unknown>
}

async function refusalReports(request: APIRequestContext) {
  const body = (await (await request.get('/__sandbox/reports')).json()) as { reports: Report[] }
  return body.reports.filter((report) => report.extra.source === 'web storage')
}

/** Nothing alarming is shown: no error page and no alert about storage or saving. */
async function expectCalm(page: Page, errors: Error[]) {
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await expect(page.getByText(/storage|could not be saved/i)).toHaveCount(0)
  expect(errors).toEqual([])
}

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

for (const [kind, refuse] of Object.entries(REFUSALS)) {
  test(`${kind} storage: a guest checks out in the marketplace and pays once; the session lives in its cookie`, async ({
    page,
    request,
  }) => {
    await page.addInitScript(refuse)
    const errors = watchPageErrors(page)
    // Without storage the language chosen is not kept over a full load: the way to checkout is
    // the product page's link, as a buyer goes.
    await addMug(page)
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await page.getByRole('radio', { name: /Regular goods/ }).check()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeChecked()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
    await addAddress(page)
    await page.getByRole('radio', { name: /^Card/ }).check()
    await fillContact(page)
    await page.getByRole('button', { name: 'Place the order' }).click()
    await expect(page).toHaveURL(DONE_PAGE)
    await addCard(page, '4111111111111111')
    await page.getByRole('button', { name: 'Pay now' }).click()
    await expect(page.getByText('The payment is complete')).toBeVisible()

    const order = await theOnlyOrder(page)
    expect(order.owner).toMatch(/^guest:/)
    expect(order.outcomes).toEqual(['paid'])
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'guest_token')?.value).toBeTruthy()
    await expectCalm(page, errors)
    // Reported, once per page load at most (one load here: the product page).
    await expect
      .poll(async () => (await refusalReports(request)).length, { timeout: 15_000 })
      .toBeGreaterThan(0)
    expect((await refusalReports(request)).length).toBe(1)
  })
}

test('full storage: a live buyer signs in by the link, orders and pays by saved card', async ({
  page,
}) => {
  await page.addInitScript(REFUSALS.full)
  const errors = watchPageErrors(page)
  await fillCart(page)
  await page.goto(`${CHECKOUT}&locale=en`)
  const w = words('en')
  await page.getByRole('radio', { name: w.regular }).check()
  await page.getByRole('button', { name: w.next, exact: true }).click()
  await page.getByRole('button', { name: w.next, exact: true }).click()
  await placeOrder(page, 'en', 'card')
  await payBySavedCard(page, 'en')
  await expect(page.getByText(w.paid)).toBeVisible()

  const order = await theOnlyOrder(page)
  expect(order.outcomes).toEqual(['paid'])
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'consumer_token')?.value).toBeTruthy()
  await expectCalm(page, errors)
})

test('full storage: a member logs in and stays logged in after a reload', async ({ page }) => {
  await page.addInitScript(REFUSALS.full)
  const errors = watchPageErrors(page)
  await logInAsMember(page)
  await page.goto('/stores/sakura-select/member/profile?locale=en')
  await expect(page).toHaveURL(/\/member\/profile/)
  await page.reload()
  await expect(page).toHaveURL(/\/member\/profile/)
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0)
  await expectCalm(page, errors)
})
