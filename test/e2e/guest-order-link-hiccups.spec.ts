import { expect, test, type Page } from './support/test'

// A guest's order e-mail link that meets a server hiccup is not a refused link: the key is kept
// (out of the address), the page says so and offers Try again, and nobody is sent to log in.

const LINK = '/stores/sakura-select/marketplace/orders/9005?key=order_guest-fixture&locale=en'
const ACCESS = '/api/v2/guest/orders/*/access'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

const FAULTS = [
  { name: '500', fault: { status: 500 } },
  { name: '503', fault: { status: 503 } },
  { name: '429', fault: { status: 429 } },
  { name: 'a dropped connection', fault: { network: 'abort' } },
] as const

for (const { name, fault } of FAULTS) {
  test(`the order link answered ${name} once keeps its key, and Try again opens the order`, async ({
    page,
  }) => {
    await page.request.post('/__sandbox/faults', {
      data: { method: 'POST', path: ACCESS, ...fault, times: 1 },
    })
    await page.goto(LINK)

    await expect(heading(page)).toHaveText('We could not open your order just now')
    await expect(page.getByText('The link from your e-mail is still valid')).toBeVisible()
    expect(page.url()).not.toContain('order_guest-fixture')
    expect(new URL(page.url()).pathname).toBe('/stores/sakura-select/marketplace/orders/9005')

    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(heading(page)).toContainText('9005')
    expect(page.url()).not.toContain('order_guest-fixture')
  })
}

test('a reload after the hiccup tries the kept key again: the order opens', async ({ page }) => {
  await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: ACCESS, status: 503, times: 1 },
  })
  await page.goto(LINK)
  await expect(heading(page)).toHaveText('We could not open your order just now')
  await page.reload()
  await expect(heading(page)).toContainText('9005')
  // Once the key is taken, no copy of it stays in the tab.
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }]),
  )
  expect(stored).not.toContain('order_guest-fixture')
})

test('a key the server refuses is still refused: no Try again, no key kept', async ({ page }) => {
  await page.goto('/stores/sakura-select/marketplace/orders/9005?key=not-this-order&locale=en')
  await expect(page).toHaveURL(/\/stores\/sakura-select\/account/)
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
  expect(stored).not.toContain('not-this-order')
})
