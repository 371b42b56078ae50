import { expect, test } from './support/test'

test('an unknown path lands on the not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/error\/not-found$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
