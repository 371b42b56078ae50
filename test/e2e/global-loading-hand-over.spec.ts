import { expect, test } from './support/test'
import config from '../../playwright.config'

/**
 * The global loading flag while the browser leaves for a provider's page, and its end when Back
 * brings this very page back from the back/forward cache (which Playwright turns off by default).
 */
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test("the overlay covers the page while PayPay's page loads, and is gone when Back restores the page", async ({
  page,
}) => {
  await page.goto('/17shop/orders/9102/payment/gmo-paypay?token=buyer-jp&locale=en')
  await expect(page.getByRole('button', { name: 'Pay with PayPay' })).toBeVisible()
  // The page tells the test when the overlay shows: while the browser is leaving, Playwright's
  // own checks wait for the navigation instead of looking.
  let seen = (_label: string) => {}
  const overlaySeen = new Promise<string>((resolve) => (seen = resolve))
  await page.exposeFunction('overlaySeen', (label: string) => seen(label))
  await page.evaluate(() => {
    Object.assign(window, { handOverMark: true })
    new MutationObserver((_, observer) => {
      const overlay = document.querySelector('.loading-overlay')
      if (!overlay) return
      observer.disconnect()
      void (window as unknown as { overlaySeen: (label: string) => void }).overlaySeen(
        overlay.getAttribute('aria-label') ?? '',
      )
    }).observe(document.body, { childList: true, subtree: true })
  })
  // PayPay's page (the sandbox's, on this origin) answers only once the overlay was seen.
  await page.route('**/__sandbox/pay/paypay/**', async (route) => {
    await overlaySeen
    await route.continue()
  })

  await page.getByRole('button', { name: 'Pay with PayPay' }).click()
  expect(await overlaySeen).toBe('Loading')
  await expect(page).toHaveURL(/\/__sandbox\/pay\/paypay\/\d+$/)

  // Back restores this very page (the mark is still there), and the overlay is gone.
  // A page from the back/forward cache fires no load event.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/17shop\/orders\/9102\/payment\/gmo-paypay/)
  expect(await page.evaluate(() => 'handOverMark' in window)).toBe(true)
  await expect(page.locator('.loading-overlay')).toHaveCount(0)
  // The page the buyer left, uncovered: its way on is there to press.
  await page.getByRole('button', { name: 'Check the payment instead' }).click()
  await expect(page.getByText('The payment is being confirmed')).toBeVisible()
})
