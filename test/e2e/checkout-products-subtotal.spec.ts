import { expect, test, type Page } from './support/test'
import { addMug, STORE, stepUrl } from './support/marketplace-checkout'
import { HOLD_MS } from './support/sandbox'

const SUBTOTAL = '/api/v2/carts/pricing/subtotal'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** The next subtotal call waits, then answers as said. */
async function nextSubtotal(page: Page, answer: { body?: unknown; malformed?: true }) {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: SUBTOTAL, status: 200, delayMs: HOLD_MS, times: 1, ...answer },
  })
  expect(response.ok()).toBe(true)
}

async function toProductsStep(page: Page, locale: 'en' | 'ja') {
  await addMug(page, locale)
  // addMug left the page in the locale; the checkout keeps it.
  await page.goto(`${STORE}/checkout`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  await page.getByRole('radio', { name: locale === 'en' ? /Regular goods/ : /通常商品/ }).check()
  await page.getByRole('button', { name: locale === 'en' ? 'Next' : '次へ', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-products'))
}

test("the products step shows the shop's subtotal, the browser's sum only while it is asked", async ({
  page,
}) => {
  // The shop's subtotal differs from price × quantity (¥2,860), as a campaign's would.
  await nextSubtotal(page, { body: { subtotal: 2574 } })
  await toProductsStep(page, 'en')
  const subtotal = page.getByRole('definition').filter({ hasText: /[¥￥]/ })
  await expect(subtotal).toContainText(/[¥￥]2,860/)
  await expect(subtotal).toContainText('(calculating…)')
  await expect(subtotal).toHaveText(/^[¥￥]2,574$/)
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeChecked()
})

const FAILED = {
  en: {
    message: 'We could not get the subtotal from the shop. Your choices are kept.',
    retry: 'Try again',
    order: /Order .*藍/,
  },
  ja: {
    message: 'ショップから小計を取得できませんでした。選んだ内容はそのままです。',
    retry: 'もう一度試す',
    order: /藍.*を注文/,
  },
} as const

for (const locale of ['en', 'ja'] as const) {
  test(`(${locale}) an unusable subtotal answer is said, the tick kept, and a retry shows the shop's`, async ({
    page,
  }) => {
    const words = FAILED[locale]
    await nextSubtotal(page, { malformed: true })
    await toProductsStep(page, locale)
    await expect(page.getByRole('alert')).toContainText(words.message)
    // The browser's sum is never shown instead of the shop's.
    await expect(page.getByText(/[¥￥]2,860/)).toHaveCount(1)
    await expect(page.getByRole('checkbox', { name: words.order })).toBeChecked()
    await page.getByRole('button', { name: words.retry }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('definition').filter({ hasText: /[¥￥]/ })).toHaveText(
      /^[¥￥]2,860$/,
    )
  })
}

test('a reload while the subtotal is asked keeps the products step and the changed quantity', async ({
  page,
}) => {
  await toProductsStep(page, 'en')
  // The call in flight when the page unloads is aborted by the browser.
  await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: SUBTOTAL, delayMs: 5 * HOLD_MS, times: 1 },
  })
  const quantity = page.getByRole('textbox', { name: 'Quantity' })
  await quantity.fill('3')
  await quantity.press('Enter')
  await expect(page.getByText('(calculating…)')).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(stepUrl('step-products'))
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3')
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeChecked()
})
