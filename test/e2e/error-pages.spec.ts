import { expect, test } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const ERROR_PAGES = [
  {
    path: '/error/unauthorized',
    en: 'Sign-in required',
    ja: 'ログインが必要です',
    'zh-TW': '需要登入',
  },
  {
    path: '/error/abnormal',
    en: "This page can't be opened",
    ja: 'このページを開けません',
    'zh-TW': '無法開啟此頁面',
  },
  {
    path: '/error/internal-system',
    en: 'Something went wrong on our side',
    ja: 'システムエラーが発生しました',
    'zh-TW': '系統發生錯誤',
  },
  {
    path: '/error/unreachable',
    en: 'We could not reach the shop',
    ja: 'ショップに接続できませんでした',
    'zh-TW': '無法連線到商店',
  },
  {
    path: '/error/not-found',
    en: 'Page not found',
    ja: 'ページが見つかりません',
    'zh-TW': '找不到頁面',
  },
] as const

for (const errorPage of ERROR_PAGES) {
  for (const locale of ['en', 'ja', 'zh-TW'] as const) {
    test(`${errorPage.path} speaks ${locale}`, async ({ page }) => {
      await page.goto(`${errorPage.path}?locale=${locale}`)
      await expect(page.getByRole('heading', { level: 1, name: errorPage[locale] })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // A way forward is always offered, even to someone who arrived from outside the app.
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
    })
  }
}

test('an unknown path lands on the not-found page, in the language asked for', async ({ page }) => {
  await page.goto('/no/such/page?locale=zh-TW')
  await expect(page).toHaveURL(/\/error\/not-found$/)
  await expect(page.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible()
})

test('the not-found page offers the store top when it knows the store', async ({ page }) => {
  await page.goto('/error/not-found?store=sakura-select')
  await expect(page.getByRole('link', { name: 'Go to the store top' })).toHaveAttribute(
    'href',
    '/stores/sakura-select',
  )
})

test('try again returns to the page that failed, and only within the app', async ({ page }) => {
  await page.goto('/error/internal-system?from=%2Fplayground%2Fabout')
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/playground\/about$/)
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible()

  // Another site is never a place to "try again".
  await page.goto('/error/internal-system?from=%2F%2Fevil.example%2Fphish')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0)
})
