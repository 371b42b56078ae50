import { expect, test } from './support/test'
import { addToLiveCart } from './support/live-checkout'

/**
 * Both live checkouts (FIXTURES.md: buyer-jp at liver 1001, buyer-tw at liver 2001) carry the
 * page's language from step to step: a reload stays in the language the checkout was opened
 * in, even after another tab of the same browser chose another one (and saved it).
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const SHOPS = [
  {
    name: 'Japan',
    buyer: 'buyer-jp',
    sku: 40021,
    liver: 1001,
    stream: 7001,
    checkout: '/17shop/checkout',
  },
  {
    name: 'Taiwan',
    buyer: 'buyer-tw',
    sku: 42011,
    liver: 2001,
    stream: 8001,
    checkout: '/17shop/tw-checkout',
  },
] as const

for (const shop of SHOPS) {
  test(`${shop.name}: a checkout opened in English stays English on reload after another tab chose Japanese`, async ({
    page,
    context,
  }) => {
    await addToLiveCart(page, { buyer: shop.buyer, sku: shop.sku, streamId: shop.stream })
    await page.goto(
      `${shop.checkout}?token=${shop.buyer}&liver_id=${shop.liver}&stream_id=${shop.stream}&locale=en`,
    )
    await page.getByRole('radio', { name: 'Regular goods' }).check()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    const products = page.getByRole('heading', { name: 'Choose the items to order' })
    await expect(products).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${shop.checkout}/step-products\\?.*locale=en`))

    const other = await context.newPage()
    await other.goto(`/17shop/buyer/livers/${shop.liver}?locale=ja`)
    await expect(other.locator('html')).toHaveAttribute('lang', 'ja')
    await other.close()

    await page.reload()
    await expect(products).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page).toHaveURL(
      new RegExp(`${shop.checkout}/step-shipping-and-payment\\?.*locale=en`),
    )
    await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible()
  })
}
