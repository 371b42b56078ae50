import { expect, test, type Page } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const LIVE = 'token=buyer-jp&liver_id=1001&stream_id=7001'

/** The main pages of both shops, each with its title in English and in Japanese. */
const PAGES: { path: string; en: string; ja: string }[] = [
  {
    path: '/stores/sakura-select/marketplace',
    en: 'さくらセレクト | 17shop Marketplace',
    ja: 'さくらセレクト | 17shop マーケットプレイス',
  },
  {
    path: '/stores/sakura-select/marketplace/products/3001',
    en: '有田焼 藍染め マグカップ 300ml | さくらセレクト | 17shop Marketplace',
    ja: '有田焼 藍染め マグカップ 300ml | さくらセレクト | 17shop マーケットプレイス',
  },
  {
    path: '/stores/sakura-select/introduce',
    en: 'About the store | さくらセレクト | 17shop Marketplace',
    ja: 'ショップについて | さくらセレクト | 17shop マーケットプレイス',
  },
  {
    path: '/stores/sakura-select/account',
    en: 'Log in | さくらセレクト | 17shop Marketplace',
    ja: 'ログイン | さくらセレクト | 17shop マーケットプレイス',
  },
  {
    path: '/stores/sakura-select/account/register',
    en: 'Create an account | さくらセレクト | 17shop Marketplace',
    ja: 'アカウントを作成 | さくらセレクト | 17shop マーケットプレイス',
  },
  {
    path: '/stores/sakura-select/forget-password',
    en: 'Forgotten password | さくらセレクト | 17shop Marketplace',
    ja: 'パスワードの再設定 | さくらセレクト | 17shop マーケットプレイス',
  },
  {
    path: '/stores/sakura-select/marketplace/checkout',
    en: 'Checkout: what to order | さくらセレクト | 17shop Marketplace',
    ja: 'ご購入手続き：ご注文の種類 | さくらセレクト | 17shop マーケットプレイス',
  },
  {
    path: `/17shop/buyer/livers/1001/shop-products?${LIVE}`,
    en: 'Shop products | ひなたの台所 | 17shop',
    ja: 'ショップの商品 | ひなたの台所 | 17shop',
  },
  {
    path: `/17shop/checkout?${LIVE}`,
    en: 'Checkout: what to order | ひなたの台所 | 17shop',
    ja: 'ご購入手続き：ご注文の種類 | ひなたの台所 | 17shop',
  },
  { path: '/17shop/orders?token=buyer-jp', en: 'Your orders | 17shop', ja: '注文履歴 | 17shop' },
  {
    path: '/error/not-found',
    en: 'Page not found | 17shop',
    ja: 'ページが見つかりません | 17shop',
  },
]

async function titlesIn(page: Page, locale: 'en' | 'ja'): Promise<string[]> {
  // The language is chosen once; every later page keeps it.
  await page.goto(`/error/not-found?locale=${locale}`)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  const titles: string[] = []
  for (const { path, ...expected } of PAGES) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(expected[locale])
    titles.push(await page.title())
  }
  return titles
}

for (const locale of ['en', 'ja'] as const) {
  test(`every main page has its own title in ${locale}`, async ({ page }) => {
    const titles = await titlesIn(page, locale)
    expect(new Set(titles).size).toBe(titles.length)
  })
}

test('a checkout step, a language switch and a product opened in the app retitle the tab', async ({
  page,
}) => {
  await page.goto('/stores/sakura-select/marketplace?locale=en')
  await expect(page).toHaveTitle('さくらセレクト | 17shop Marketplace')
  await page.getByRole('link', { name: '日本語' }).click()
  await expect(page).toHaveTitle('さくらセレクト | 17shop マーケットプレイス')
  await page
    .getByRole('link', { name: /有田焼 藍染め マグカップ/ })
    .first()
    .click()
  await expect(page).toHaveTitle(/^有田焼 藍染め マグカップ 300ml \| さくらセレクト \| /)
})
