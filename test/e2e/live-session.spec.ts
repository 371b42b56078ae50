import { expect, test, type Page } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

test('buyer-jp opens liver 1001: the JP storefront, in Japanese from the user locale', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001')
  await expect(heading(page, 'ひなたの台所')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'live')
  // The default tab: the stream post's products in the liver's order, priced in yen.
  await expect(page).toHaveURL(/\/17shop\/buyer\/livers\/1001\/stream-products\?post_id=5001$/)
  await expect(page.getByRole('link', { name: '配信の商品' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const stream = page.getByRole('list', { name: 'この配信の商品' })
  await expect(stream.getByRole('article').first()).toContainText('いくら')
  await expect(stream.getByRole('article').first()).toContainText('￥')

  // The shop tab: the store's products, searchable, a page at a time.
  await page.getByRole('link', { name: 'ショップの商品' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'ショップの商品' })).toBeVisible()
  await page.getByRole('searchbox', { name: '商品を検索' }).fill('ほたて')
  await page.getByRole('button', { name: '検索', exact: true }).click()
  await expect(page).toHaveURL(/keyword=/)
  const results = page.getByRole('list', { name: 'ショップの商品' })
  await expect(results.getByRole('heading', { name: '北海道産 ほたて貝柱 1kg' })).toBeVisible()
  await expect(results.getByRole('heading', { name: /いくら/ })).toHaveCount(0)
})

test('buyer-tw opens liver 2001: the TW storefront in Traditional Chinese, prices in TWD', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/2001?token=buyer-tw&post-id=6001')
  await expect(heading(page, /\S/)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  await expect(page.getByRole('link', { name: '直播商品' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('article').first()).toContainText('烏龍茶')
})

test('the locale query still wins over the user locale', async ({ page }) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&locale=en')
  await expect(page.getByRole('link', { name: 'Stream products' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a reload keeps the buyer session: no second login, the token gone from the address', async ({
  page,
}) => {
  const logins: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/buyer/login')) logins.push(request.url())
  })
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp')
  await expect(heading(page, 'ひなたの台所')).toBeVisible()
  await expect(page).not.toHaveURL(/token=/)

  await page.reload()
  await expect(heading(page, 'ひなたの台所')).toBeVisible()
  await page.goto('/17shop/orders')
  await expect(heading(page, '注文履歴')).toBeVisible()
  expect(logins).toHaveLength(1)
})

test('buyer-broken: the buyer login fails on our side, the internal-system page shows', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-broken')
  await expect(page).toHaveURL(/\/error\/internal-system/)
  await expect(heading(page, 'Something went wrong on our side')).toBeVisible()
  // "Try again" reopens the same page; the token waits in the tab, not in the address.
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/17shop/buyer/livers/1001',
  )
})

test('an unknown token, or none at all, shows the unauthorized page', async ({ page }) => {
  await page.goto('/17shop/buyer/livers/1001?token=nobody-knows-me')
  await expect(page).toHaveURL(/\/error\/unauthorized/)
  await expect(heading(page, 'Sign-in required')).toBeVisible()

  await page.goto('/17shop/checkout?liver_id=1001')
  await expect(page).toHaveURL(/\/error\/unauthorized/)
})

test('a live page without a liver or post id shows the abnormal page', async ({ page }) => {
  await page.goto('/17shop/checkout?token=buyer-jp')
  await expect(page).toHaveURL(/\/error\/abnormal/)
  // Error pages belong to no brand: the live user's locale is not their default.
  await expect(heading(page, "This page can't be opened")).toBeVisible()

  // A post id that is not a number counts as 0: no store has it.
  await page.goto('/17shop/checkout?post_id=abc')
  await expect(page).toHaveURL(/\/error\/abnormal/)
})

test('each checkout opens only for stores of its region', async ({ page }) => {
  await page.goto('/17shop/checkout?token=buyer-jp&liverId=2001')
  await expect(page).toHaveURL(/\/error\/abnormal/)

  await page.goto('/17shop/tw-checkout?post-id=5001')
  await expect(page).toHaveURL(/\/error\/abnormal/)

  await page.goto('/17shop/checkout?liver-id=1001')
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-category\?liver-id=1001$/)
  await expect(heading(page, 'ご購入手続き')).toBeVisible()
})
