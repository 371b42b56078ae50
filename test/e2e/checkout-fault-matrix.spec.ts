import { expect, test, type Page } from './support/test'
import {
  addAddress,
  addMug,
  DONE_PAGE,
  fillContact,
  toShippingStep,
} from './support/marketplace-checkout'
import { pageErrorsOf, watchPageErrors } from './support/page-errors'
import { sandboxOrders } from './support/sandbox'

/**
 * Every way the checkout and pricing calls can fail (docs/sandbox.md, Faults), against one guest
 * ordering the 藍 mug for cash on delivery: whatever happens, at most one order, one clear
 * message, the cart and what was typed kept, and no uncaught error on the page. Holds are short
 * (HOLD_MS) so the whole table fits CI.
 */
const HOLD_MS = 800

type Failure =
  | { name: string; network: 'abort' }
  | { name: string; status: number; body?: unknown }
  | { name: string; malformed: true }
  | { name: string; hung: true }

const failures = (wrongTyped: unknown): Failure[] => [
  { name: 'network abort', network: 'abort' },
  { name: '500', status: 500 },
  { name: '502', status: 502 },
  { name: '503', status: 503 },
  { name: '429', status: 429 },
  { name: 'hung', hung: true },
  { name: 'malformed JSON', malformed: true },
  { name: 'wrong-typed JSON', status: 200, body: wrongTyped },
]

function faultBody(failure: Failure, extra: Record<string, unknown>) {
  if ('hung' in failure) return { ...extra, delayMs: HOLD_MS }
  if ('network' in failure) return { ...extra, network: 'abort' }
  if ('malformed' in failure) return { ...extra, malformed: true }
  return { ...extra, status: failure.status, ...(failure.body ? { body: failure.body } : {}) }
}

async function inject(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/__sandbox/faults', { data: body })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The guest's cart and form, filled up to "Place the order" (¥3,990); the pricing fault, if any, meets the last choice. */
async function readyToPlace(page: Page, beforeLastChoice?: () => Promise<void>) {
  await addMug(page)
  await toShippingStep(page)
  await addAddress(page)
  await fillContact(page)
  await beforeLastChoice?.()
  // Cash on delivery is the only payment that fits its shipping: the checkout chooses it with it.
  await page.getByRole('radio', { name: /Delivery, cash on delivery/ }).check()
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked()
}

/**
 * The e-mail, the address and the payment as the buyer left them: the new address still in its
 * form until Place the order saves it ('typed'), then chosen among the saved ones ('saved').
 */
async function expectTypedValuesKept(page: Page, address: 'typed' | 'saved') {
  await expect(page.getByLabel('E-mail address')).toHaveValue('hanako@example.com')
  if (address === 'saved') {
    await expect(page.getByRole('radio', { name: /山田 花子/ })).toBeChecked()
  } else {
    const form = page.getByRole('form', { name: 'New address' })
    await expect(form.getByLabel("Recipient's name")).toHaveValue('山田 花子')
    await expect(form.getByLabel('Street address and building')).toHaveValue('1-1')
  }
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked()
}

/** The cart still holds the mug: Back shows it on the products step. */
async function expectCartKept(page: Page) {
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeVisible()
}

test.beforeEach(async ({ page, request }) => {
  await request.post('/__sandbox/reset')
  watchPageErrors(page)
})

test.afterEach(async ({ page }) => {
  expect(pageErrorsOf(page), 'uncaught errors on the page').toEqual([])
  expect((await sandboxOrders(page)).length).toBeLessThanOrEqual(1)
})

const CHECKOUT = { method: 'POST', path: '/api/v2/checkout', times: 1 }
const PRICING = { method: 'POST', path: '/api/v2/carts/pricing' }

// A refusal before the order leaves the cart and form as they were, so one buyer meets each
// failure in turn: the table runs in one page, each row a step with the same checks.
test('checkout refused before the order: one message, nothing ordered, all kept, for each failure', async ({
  page,
}) => {
  await readyToPlace(page)
  await expect(page.getByText('¥3,990')).toBeVisible()
  for (const failure of failures({ id: 'abc' }).filter((f) => !('hung' in f))) {
    await test.step(failure.name, async () => {
      // A garbled answer with a body of its own: the route never runs (docs/sandbox.md).
      const body = 'malformed' in failure ? { ...CHECKOUT, body: { id: 1 } } : CHECKOUT
      await inject(page, faultBody(failure, body))
      await page.getByRole('button', { name: 'Place the order' }).click()
      await expect(page.getByRole('alert')).toHaveCount(1)
      await expect(page.getByRole('alert')).toContainText('We could not place your order.')
      await expect(page.getByText(/Your order number is/)).toHaveCount(0)
      await expect(page.getByText('abc')).toHaveCount(0)
      expect(await sandboxOrders(page)).toHaveLength(0)
      await expectTypedValuesKept(page, 'saved')
      await expect(page.getByText('¥3,990')).toBeVisible()
    })
  }
  await expectCartKept(page)
})

test('checkout held (hung), then answered: busy meanwhile, one order placed and shown', async ({
  page,
}) => {
  await readyToPlace(page)
  await expect(page.getByText('¥3,990')).toBeVisible()
  await inject(page, { ...CHECKOUT, delayMs: 2_000 })
  const place = page.getByRole('button', { name: /Place the order/ })
  await place.click()
  await expect(place).toHaveAttribute('aria-busy', 'true')
  // A second press while it is held orders nothing more.
  await place.click({ force: true })
  await expect(page).toHaveURL(DONE_PAGE)
  expect(await sandboxOrders(page)).toHaveLength(1)
})

for (const failure of failures({ id: 'abc' })) {
  test(`checkout answer lost after the order (${failure.name}): the one order is found and shown`, async ({
    page,
  }) => {
    await readyToPlace(page)
    await expect(page.getByText('¥3,990')).toBeVisible()
    await inject(page, { ...faultBody(failure, CHECKOUT), when: 'after' })
    await page.getByRole('button', { name: 'Place the order' }).click()
    await expect(page).toHaveURL(DONE_PAGE)
    const orders = await sandboxOrders(page)
    expect(orders).toHaveLength(1)
    await expect(page.getByText(`Your order number is ${orders[0]!.id}.`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  })
}

/** What the buyer sees while the price cannot be had: no total, no order, the form kept. */
async function expectNoPrice(page: Page) {
  await expect(page.getByText(/NaN|-¥/)).toHaveCount(0)
  await expect(page.getByText('¥3,990')).toHaveCount(0)
  // Not offered while there is no total; pressed anyway, it orders nothing.
  const place = page.getByRole('button', { name: 'Place the order' })
  await expect(place).toBeDisabled()
  await place.click({ force: true })
  await expect(page).not.toHaveURL(DONE_PAGE)
  expect(await sandboxOrders(page)).toHaveLength(0)
  await expectTypedValuesKept(page, 'typed')
}

// A failed price orders nothing, so one buyer meets each failure in turn (one step per row):
// the first meets the last choice of the form, each next one the previous row's "Try again".
test('pricing fails: no total, no order, a way to try again, all kept, for each failure', async ({
  page,
}) => {
  const rows = failures({ amount: 'free', shipping_fee: -800, total_amount: 'x' }).filter(
    (f) => !('hung' in f),
  )
  await readyToPlace(page, () => inject(page, { ...faultBody(rows[0]!, PRICING), times: 1 }))
  for (const [index, failure] of rows.entries()) {
    await test.step(failure.name, async () => {
      if (index > 0) {
        await inject(page, { ...faultBody(failure, PRICING), times: 1 })
        await page.getByRole('button', { name: 'Try again' }).click()
      }
      await expect(page.getByRole('alert')).toHaveCount(1)
      await expect(page.getByRole('alert')).toContainText('We could not calculate the total.')
      await expectNoPrice(page)
    })
  }
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('¥3,990')).toBeVisible()
})

test('pricing hung: the total is being calculated, nothing can be ordered meanwhile', async ({
  page,
}) => {
  // Held far longer than the test looks, so it is still waiting when checked.
  await readyToPlace(page, () => inject(page, { ...PRICING, delayMs: 60_000, times: 1 }))
  await expect(page.getByText('Calculating the total…')).toBeVisible()
  await expectNoPrice(page)
})
