import { expect, test, type Page } from './support/test'
import { fault } from './support/sandbox'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const STOREFRONT = '/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001'
const ADD_CART = '/api/v1/17shop/add-cart'

/** The number on the way to checkout (the badge; its spoken form is in the link's name too). */
const cartCount = (page: Page) => page.locator('.live-liver-shop__actions .live-cart-count')

test('buyer-jp adds a stream product to the cart with the stream id; the cart count follows', async ({
  page,
}) => {
  await page.goto(STOREFRONT)
  await expect(cartCount(page)).toHaveText('0')
  const stream = page.getByRole('list', { name: 'この配信の商品' })
  await stream.getByRole('link', { name: '北海道産 いくら醤油漬け' }).click()

  await expect(
    page.getByRole('heading', { level: 2, name: '北海道産 いくら醤油漬け' }),
  ).toBeVisible()
  await expect(page.getByText('￥3,980 ～ ￥7,480')).toBeVisible()
  await page.getByRole('radio', { name: /500g/ }).check()
  await page.getByRole('textbox', { name: '数量' }).fill('2')
  const added = page.waitForRequest((r) => r.url().endsWith(ADD_CART) && r.method() === 'POST')
  await page.getByRole('button', { name: 'カートに入れる' }).click()
  expect((await added).postDataJSON()).toEqual({ id: 40012, quantity: 2, stream_id: 7001 })

  await expect(page.getByRole('alert').filter({ hasText: '2点をカートに入れました' })).toBeVisible()
  await expect(cartCount(page)).toHaveText('2')
  // The way on keeps the liver and the stream, for the checkout of this store.
  const checkout = page.getByRole('link', { name: /カートとお会計/ }).first()
  await expect(checkout).toHaveAttribute(
    'href',
    /^\/17shop\/checkout\?liver_id=1001&stream_id=7001$/,
  )

  // The count is the cart's, read again on a fresh visit.
  await page.goto('/17shop/buyer/livers/1001/shop-products?post_id=5001')
  await expect(cartCount(page)).toHaveText('2')
})

test('a product added from the shop tab is not credited to the stream', async ({ page }) => {
  await page.goto(STOREFRONT)
  await page.getByRole('link', { name: 'ショップの商品' }).click()
  await page.getByRole('link', { name: '土鍋 8号' }).click()
  const added = page.waitForRequest((r) => r.url().endsWith(ADD_CART))
  await page.getByRole('button', { name: 'カートに入れる' }).click()
  expect((await added).postDataJSON()).toEqual({ id: 40061, quantity: 1 })
  await expect(cartCount(page)).toHaveText('1')
})

test('the shop tab lists every product of the store, those also on the marketplace included', async ({
  page,
}) => {
  await page.goto(STOREFRONT)
  await page.getByRole('link', { name: 'ショップの商品' }).click()
  const shop = page.getByRole('list', { name: 'ショップの商品' })
  await expect(shop.getByRole('link', { name: '北海道産 いくら醤油漬け' })).toBeVisible()
  await expect(shop.getByRole('link', { name: '土鍋 8号' })).toBeVisible()
})

test('a post product the liver has not started selling (init) is not on sale in the stream', async ({
  page,
}) => {
  await page.goto(STOREFRONT)
  const card = page
    .getByRole('list', { name: 'この配信の商品' })
    .getByRole('article')
    .filter({ hasText: '羅臼昆布' })
  await expect(card).toContainText('この配信ではまだ販売していません')
  await expect(card).not.toContainText('販売中')
  await card.getByRole('link').click()
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeDisabled()
  await expect(page.getByText('配信中にライバーが販売を始めます')).toBeVisible()
})

const refusals = [
  ['SKU_DELETED', 'This option is no longer sold. Please choose another one.'],
  ['SKU_SOLD_OUT', 'This option has just sold out. Please choose another one.'],
  ['SKU_OUTSIDE_OF_SALE_TIMES', 'This product is not on sale at the moment.'],
  ['SKU_NOT_SUPPLIED', 'The seller is not supplying this product at the moment.'],
  [
    'REACHED_BUYER_PURCHASABLE_LIMIT',
    'You have reached the most of this product one person may buy.',
  ],
  ['ADD_CART_OUT_OF_STOCK', 'Not that many are in stock. Please choose a smaller quantity.'],
  [
    'A_CODE_FROM_TOMORROW',
    'This could not be added to your cart (error Z1). Please try again in a moment.',
  ],
] as const

test('each add-cart refusal has its message, and the choice stays', async ({ page }) => {
  await page.goto(`${STOREFRONT}&locale=en`)
  await page.getByRole('link', { name: '北海道産 いくら醤油漬け' }).click()
  await page.getByRole('radio', { name: /500g/ }).check()
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3')
  for (const [code, message] of refusals) {
    await fault(page, {
      method: 'POST',
      path: ADD_CART,
      status: 400,
      body: { code, message: code },
    })
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    await expect(page.getByRole('radio', { name: /500g/ })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3')
  }
  await expect(page.locator('.live-liver-shop__actions .live-cart-count')).toHaveText('0')
})

test('Taiwan: prices in NT$ without decimals, and the way on goes to the Taiwan checkout', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/2001?token=buyer-tw&post_id=6001&stream_id=8001')
  await page.getByRole('link', { name: '阿里山高山烏龍茶' }).click()
  await expect(page.getByRole('radio', { name: /150g\s*NT\$680(?![.\d])/ })).toBeChecked()
  await expect(page.getByText(/^NT\$680\D+NT\$1,280$/)).toBeVisible()
  await page.getByRole('button', { name: '加入購物車' }).click()
  await expect(cartCount(page)).toHaveText('1')
  await expect(page.getByRole('link', { name: /購物車與結帳/ }).first()).toHaveAttribute(
    'href',
    /^\/17shop\/tw-checkout\?liver_id=2001&stream_id=8001$/,
  )
})
