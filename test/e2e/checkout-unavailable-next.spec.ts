import { expect, test } from './support/test'
import { addMug, STORE, stepUrl } from './support/marketplace-checkout'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('"Next" on the category step says it cannot act until a kind of goods is chosen', async ({
  page,
}) => {
  await addMug(page)
  await page.goto(`${STORE}/checkout`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  const next = page.getByRole('button', { name: 'Next', exact: true })
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await expect(next).not.toHaveAttribute('aria-disabled')
  await next.click()
  await expect(page).toHaveURL(stepUrl('step-products'))
})
