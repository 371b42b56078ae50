/**
 * The live shop's checkout steps as a buyer reaches them: from the liver's storefront (the
 * stream's product, its SKU, "add to cart"), by the cart link to the checkout, then each step's
 * Next, in the buyer's language (buyer-jp in Japanese on liver 1001, buyer-tw in Traditional
 * Chinese on liver 2001; sandbox/db/FIXTURES.md).
 */
import type { Page } from '@playwright/test'

export type LiveStep = 'products' | 'shipping-and-payment' | 'done'

const SHOPS = {
  jp: {
    storefront: '/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001',
    product: '北海道産 いくら醤油漬け',
    sku: /500g/,
    words: { add: 'カートに入れる', cart: /カートとお会計/, regular: '通常商品', next: '次へ' },
    step: '/17shop/checkout/',
    /** Cash on delivery to the saved Osaka address: a placed order with nothing left to pay. */
    place: async (page: Page) => {
      await page.getByRole('radio', { name: /^配送（代金引換）/ }).check()
      await page.getByRole('radio', { name: /大阪/ }).first().check()
      await page.getByRole('radio', { name: /^代金引換/ }).check()
    },
    placeOrder: '注文を確定する',
  },
  tw: {
    storefront: '/17shop/buyer/livers/2001?token=buyer-tw&post_id=6001&stream_id=8001',
    product: '烏龍茶',
    sku: /150g/,
    words: { add: '加入購物車', cart: /購物車與結帳/, regular: '一般商品', next: '下一步' },
    step: '/17shop/tw-checkout/',
    /** Home delivery to the saved Taipei address, PayUni card: paid on the done step. */
    place: async (page: Page) => {
      await page.getByRole('radio', { name: /^宅配/ }).check()
      await page.getByRole('radio', { name: /陳美玲/ }).check()
      await page.getByRole('radio', { name: /^信用卡/ }).check()
      await page.getByLabel('電子郵件地址').fill('lin@example.com')
      await page.getByLabel('電話號碼').fill('0912345678')
    },
    placeOrder: '確認下單',
  },
} as const

/** Answers the address to measure: the step reached, with its query (and the order's id). */
export async function prepareLive(
  page: Page,
  origin: string,
  shop: keyof typeof SHOPS,
  step: LiveStep,
): Promise<string> {
  const s = SHOPS[shop]
  const reached = (name: string) =>
    page.waitForURL((url) => url.pathname.startsWith(`${s.step}${name}`))
  await page.goto(`${origin}${s.storefront}`)
  await page.getByRole('link', { name: s.product }).first().click()
  await page.getByRole('radio', { name: s.sku }).check()
  await page.getByRole('button', { name: s.words.add }).click()
  await page.getByRole('alert').first().waitFor()
  await page.getByRole('link', { name: s.words.cart }).first().click()
  await reached('step-category')
  await page.getByRole('radio', { name: s.words.regular }).check()
  await page.getByRole('button', { name: s.words.next, exact: true }).click()
  await reached('step-products')
  // Arriving from the category step ticks the category's items.
  await page
    .getByRole('checkbox', { name: new RegExp(s.product) })
    .first()
    .waitFor()
  if (step === 'products') return page.url()
  await page.getByRole('button', { name: s.words.next, exact: true }).click()
  await reached('step-shipping-and-payment')
  await s.place(page)
  // Priced, as a returning buyer's page is.
  await page.locator('.checkout-summary').waitFor()
  await page.waitForLoadState('networkidle')
  if (step === 'shipping-and-payment') return page.url()
  await page.getByRole('button', { name: s.placeOrder }).click()
  await reached('step-done/')
  return page.url()
}
