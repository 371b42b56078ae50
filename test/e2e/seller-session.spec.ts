import { expect, test, type Page } from './support/test'
import { isolated } from './support/bidi'

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

test('the seller adds a product to the stream and takes it off again, after saying so', async ({
  page,
}) => {
  await page.goto('/17shop/seller/stream-products?token=seller-jp&post_id=5001&locale=en')
  const pot = page.getByRole('article').filter({ hasText: '土鍋' })
  await pot.getByRole('button', { name: `Add ${isolated('土鍋 8号')} to the stream` }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('to the stream')
  await expect(pot).toHaveCount(0)

  await page.getByRole('link', { name: 'In the stream', exact: true }).click()
  const added = page.getByRole('article').filter({ hasText: '土鍋' })
  await expect(added).toBeVisible()
  // Removing asks first; keeping it changes nothing.
  await added
    .getByRole('button', { name: `Remove ${isolated('土鍋 8号')} from the stream` })
    .click()
  const confirm = page.getByRole('dialog', {
    name: `Remove “${isolated('土鍋 8号')}” from the stream?`,
  })
  await confirm.getByRole('button', { name: 'Keep it' }).click()
  await expect(confirm).toBeHidden()
  await expect(added).toBeVisible()
  await added
    .getByRole('button', { name: `Remove ${isolated('土鍋 8号')} from the stream` })
    .click()
  await confirm.getByRole('button', { name: 'Remove it' }).click()
  await expect(added).toHaveCount(0)
})

test('a product with nothing left to sell offers no add, and says why', async ({ page }) => {
  await page.goto(
    '/17shop/seller/stream-products/unselected?token=seller-jp&post_id=5001&locale=en',
  )
  // ほたて is oversold (stock −2): adding it could only fail.
  const scallops = page.getByRole('article').filter({ hasText: 'ほたて' })
  await expect(scallops).toContainText('Nothing left to sell')
  await expect(scallops.getByRole('button')).toHaveCount(0)
  await expect(
    page.getByRole('article').filter({ hasText: '土鍋' }).getByRole('button', { name: /^Add / }),
  ).toBeVisible()
})

test('the seller puts the stream products in order', async ({ page }) => {
  await page.goto('/17shop/seller/stream-products/selected?token=seller-jp&post_id=5001&locale=en')
  const names = page.getByRole('list', { name: 'Products in the stream' }).getByRole('heading')
  await expect(names.nth(0)).toHaveText('北海道産 いくら醤油漬け')
  await expect(
    page.getByRole('button', { name: `Move ${isolated('北海道産 いくら醤油漬け')} up` }),
  ).toBeDisabled()
  await page
    .getByRole('button', { name: `Move ${isolated('ひなた特製 万能だれ 3本セット')} up` })
    .click()
  await expect(names.nth(0)).toHaveText('ひなた特製 万能だれ 3本セット')
  await expect(names.nth(1)).toHaveText('北海道産 いくら醤油漬け')
  // The order is the post's, not the page's: a reload shows it too.
  await page.reload()
  await expect(names.nth(0)).toHaveText('ひなた特製 万能だれ 3本セット')
})

test('seller-blocked sees a refusal page without the token, with a way on', async ({ page }) => {
  await page.goto('/17shop/seller/products?token=seller-blocked&liver_id=1002&locale=ja')
  await expect(heading(page, 'ライブショップでの販売はまだご利用いただけません')).toBeVisible()
  await expect(page).toHaveURL(/\/17shop\/seller\/refused$/)
  expect(page.url()).not.toContain('seller-blocked')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'live')
  await page.getByRole('link', { name: 'メインサイトへ' }).click()
  await expect(page).toHaveURL(/\/__sandbox\/main-site/)
})

test('seller-jp gets the seller screens in Japanese, the language of a JP store', async ({
  page,
}) => {
  await page.goto('/17shop/seller/stream-products?token=seller-jp&liver_id=1001&post_id=5001')
  await expect(heading(page, '配信の商品')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('link', { name: '配信にない商品' })).toBeVisible()
  // A choice made in the link still wins, and is kept.
  await page.goto('/17shop/seller/products?liver_id=1001&post_id=5001&locale=en')
  await expect(heading(page, 'Products')).toBeVisible()
  await page.goto('/17shop/seller/stream-products?liver_id=1001&post_id=5001')
  await expect(heading(page, 'Stream products')).toBeVisible()
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
