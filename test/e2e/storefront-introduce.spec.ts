import { expect, test } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('the store frame links to the introduce page, which shows the commercial-law notice', async ({
  page,
}) => {
  await page.goto('/stores/sakura-select/marketplace?locale=en')
  await page.getByRole('link', { name: 'About the store' }).click()
  await expect(page).toHaveURL(/\/stores\/sakura-select\/introduce/)
  await expect(
    page.getByRole('heading', {
      name: 'Notice under the Act on Specified Commercial Transactions',
    }),
  ).toBeVisible()
  const notice = page.locator('dl')
  await expect(notice.getByText('株式会社さくらセレクト 代表取締役 山本 桜')).toBeVisible()
  await expect(notice.getByText('東京都渋谷区神宮前1-2-3')).toBeVisible()
  await expect(notice.getByText('03-1234-5678')).toBeVisible()
  await expect(notice.getByRole('term').filter({ hasText: 'Returns and exchanges' })).toBeVisible()
})

test('in Japanese by default', async ({ page }) => {
  await page.goto('/stores/sakura-select/introduce')
  await expect(page.getByRole('heading', { name: '特定商取引法に基づく表記' })).toBeVisible()
  await expect(page.getByText('販売業者')).toBeVisible()
})

test('a failed load says so and loads again on request', async ({ page, request }) => {
  await request.post('/__sandbox/faults', {
    data: { method: 'GET', path: '/api/v2/stores/*/jp-commercial', status: 500, times: 1 },
  })
  await page.goto('/stores/sakura-select/introduce?locale=en')
  await expect(page.getByText('This page could not be loaded')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('03-1234-5678')).toBeVisible()
})
