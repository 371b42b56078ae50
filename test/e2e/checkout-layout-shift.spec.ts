import { expect, test, type Page } from './support/test'
import { fillCart, openStorefront, toShippingStep } from './support/live-checkout'
import { addMug, toShippingStep as marketplaceShippingStep } from './support/marketplace-checkout'

/**
 * Nothing on a checkout step moves as it shows (CLS 0), measured as a buyer's phone would see it:
 * a slow CPU (4x), so every frame in between is painted. A step opens in two renders (the
 * machines, then the step: docs/budgets.md), and what sits below it must not show under the
 * heading and then jump down; the header's cart count comes from a call of its own, and must not
 * widen the store's bar and wrap it, pushing the page down.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** The layout shifts the page has had since it loaded, summed as CLS counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        // No entry at all comes as no callback: nothing moved.
        setTimeout(() => resolve(0), 500)
      }),
  )

test("the live JP shipping step, reloaded on a slow phone, moves nothing as it shows (the store's notice waits below it)", async ({
  page,
}) => {
  await fillCart(page)
  await openStorefront(page, 'ja')
  await toShippingStep(page, 'ja')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.reload()
  const notice = page
    .locator('.live-checkout__footer')
    .getByRole('link', { name: '特定商取引法に基づく表記' })
  await expect(notice).toBeVisible()
  await expect(page.locator('.checkout-summary')).toBeVisible()
  expect(await layoutShift(page)).toBe(0)
})

test("the marketplace shipping step, reloaded on a slow phone, moves nothing as it shows (the cart count arrives on its link's corner)", async ({
  page,
}) => {
  await addMug(page)
  await marketplaceShippingStep(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.reload()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Shipping and payment' })).toBeVisible()
  await expect(
    page.getByText('Choose the shipping to see the total.').or(page.locator('.checkout-summary')),
  ).toBeVisible()
  expect(await layoutShift(page)).toBe(0)
})
