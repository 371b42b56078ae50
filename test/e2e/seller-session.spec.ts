import { expect, test, type Page } from '@playwright/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

test('seller-jp opens the seller screens and moves between them on one login', async ({ page }) => {
  const logins: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/seller/login')) logins.push(request.url())
  })
  await page.goto('/17shop/seller/products?token=seller-jp&liver_id=1001&post_id=5001&locale=en')
  await expect(heading(page, 'Products')).toBeVisible()
  await expect(page).toHaveURL(
    /\/17shop\/seller\/products\/stream-products\?liver_id=1001&post_id=5001&locale=en$/,
  )
  await expect(
    page.getByRole('list', { name: 'Products in the stream' }).getByRole('article').first(),
  ).toContainText('いくら')

  await page.getByRole('link', { name: 'Shop products' }).click()
  const shop = page.getByRole('list', { name: "Your shop's products" })
  await expect(shop.getByRole('article').filter({ hasText: '土鍋' })).toContainText('In stock')

  // The editor: a reload and another screen need no new login.
  await page.goto('/17shop/seller/stream-products?liver_id=1001&post_id=5001')
  await page.reload()
  await expect(heading(page, 'Stream products')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Not in the stream' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(logins).toHaveLength(1)
})

test('the seller adds a product to the stream and takes it off again', async ({ page }) => {
  await page.goto('/17shop/seller/stream-products?token=seller-jp&post_id=5001&locale=en')
  const pot = page.getByRole('article').filter({ hasText: '土鍋' })
  await pot.getByRole('button', { name: 'Add to the stream' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('to the stream')
  await expect(pot).toHaveCount(0)

  await page.getByRole('link', { name: 'In the stream', exact: true }).click()
  const added = page.getByRole('article').filter({ hasText: '土鍋' })
  await expect(added).toBeVisible()
  await added.getByRole('button', { name: 'Take off the stream' }).click()
  await expect(added).toHaveCount(0)
})

test('an oversold product is refused with a message that says why', async ({ page }) => {
  await page.goto(
    '/17shop/seller/stream-products/unselected?token=seller-jp&post_id=5001&locale=en',
  )
  const scallops = page.getByRole('article').filter({ hasText: 'ほたて' })
  await scallops.getByRole('button', { name: 'Add to the stream' }).click()
  await expect(page.getByRole('alert')).toContainText('sold more than its stock')
  await expect(scallops).toBeVisible()
})

test('seller-blocked sees a refusal page, not an error', async ({ page }) => {
  await page.goto('/17shop/seller/products?token=seller-blocked&liver_id=1002&locale=ja')
  await expect(heading(page, 'ライブショップでの販売はまだご利用いただけません')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'live')
})

test('seller-broken goes to the internal-system page; an unknown token to unauthorized', async ({
  page,
}) => {
  await page.goto('/17shop/seller/stream-products?token=seller-broken&liver_id=1005')
  await expect(page).toHaveURL(/\/error\/internal-system/)
  await expect(heading(page, 'Something went wrong on our side')).toBeVisible()

  await page.goto('/17shop/seller/products?token=who-is-this&liver_id=1001')
  await expect(page).toHaveURL(/\/error\/unauthorized/)
})

test("a buyer's session does not open the seller screens", async ({ page }) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp')
  await expect(heading(page, 'ひなたの台所')).toBeVisible()
  await page.goto('/17shop/seller/products?liver_id=1001')
  await expect(page).toHaveURL(/\/error\/unauthorized/)
})
