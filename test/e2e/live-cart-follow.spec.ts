import { expect, test, type Page } from './support/test'
import { CHECKOUT, fillCart } from './support/live-checkout'

/** Fast enough for a test; the page reads every few seconds by default. */
const FOLLOW_MS = 1_000
/** The interval plus a second: a change the seller makes shows by then. */
const SHOWN_WITHIN = FOLLOW_MS + 1_000

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** The seller's move, made through the sandbox's stream control (docs/sandbox.md). */
async function move(page: Page, moves: unknown[]) {
  const answer = await page.request.post('/__sandbox/stream', { data: { moves } })
  expect(answer.ok(), await answer.text()).toBe(true)
}

test('the open cart follows the stream: a line that sells out or leaves its sale window says so, and Next does not order it', async ({
  page,
}) => {
  await fillCart(page, 40021)
  await fillCart(page, 40011)
  await page.addInitScript((ms) => localStorage.setItem('17shop:follow-ms', String(ms)), FOLLOW_MS)
  await page.goto(`${CHECKOUT}&locale=en`)
  await page.getByRole('radio', { name: 'Regular goods' }).check()
  const next = page.getByRole('button', { name: 'Next', exact: true })
  await next.click()
  // Given the time a step takes to open: it does not.
  await page.waitForTimeout(FOLLOW_MS)
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-products\?/)
  await expect(page.getByRole('checkbox', { name: /万能だれ/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /いくら/ })).toBeChecked()
  // The page is the one first loaded throughout: no reload.
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))
  const changesOf = (name: RegExp) => page.getByRole('list', { name })

  await move(page, [{ do: 'sellOut', product: 4002 }])
  await expect(changesOf(/Changes to .*万能だれ/)).toContainText('Sold out', {
    timeout: SHOWN_WITHIN,
  })
  await move(page, [{ do: 'closeSale', product: 4001 }])
  await expect(changesOf(/Changes to .*いくら/)).toContainText('No longer on sale', {
    timeout: SHOWN_WITHIN,
  })
  await expect(page.getByText('Some chosen items changed since you added them.')).toBeVisible()

  await next.click()
  // Given the time a step takes to open: it does not.
  await page.waitForTimeout(FOLLOW_MS)
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-products\?/)
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(
    true,
  )
})
