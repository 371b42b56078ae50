import { expect, test, type Page } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

test('a locale from the query is remembered on pages without it', async ({ page }) => {
  await page.goto('/error/abnormal?locale=ja')
  await expect(heading(page, 'このページを開けません')).toBeVisible()

  await page.goto('/error/not-found')
  await expect(heading(page, 'ページが見つかりません')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
})

test('an unsupported locale is ignored: the default stays', async ({ page }) => {
  await page.goto('/error/not-found?locale=fr')
  await expect(heading(page, 'Page not found')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an unsupported locale is ignored: the saved choice stays', async ({ page }) => {
  await page.goto('/error/unauthorized?locale=zh-TW')
  await expect(heading(page, '需要登入')).toBeVisible()

  await page.goto('/error/unauthorized?locale=fr')
  await expect(heading(page, '需要登入')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')

  await page.goto('/error/not-found')
  await expect(heading(page, '找不到頁面')).toBeVisible()
})

/** Presses Tab until the link with this text has focus, as a keyboard user would. */
async function tabTo(page: Page, text: string) {
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
    if (focused === text) return
  }
  throw new Error(`Tab never reached "${text}"`)
}

test('the language switcher works with the keyboard alone', async ({ page }) => {
  await page.goto('/playground')
  await expect(heading(page, 'Playground')).toBeVisible()
  const switcher = page.getByRole('navigation', { name: 'Language' })
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    /.+/,
  )

  await tabTo(page, '日本語')
  await page.keyboard.press('Enter')
  await expect(heading(page, 'プレイグラウンド')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page).toHaveURL(/\/playground\?locale=ja$/)
  const japaneseSwitcher = page.getByRole('navigation', { name: '言語' })
  await expect(japaneseSwitcher.getByRole('link', { name: '日本語' })).toHaveAttribute(
    'aria-current',
    /.+/,
  )
  await expect(japaneseSwitcher.getByRole('link', { name: 'English' })).not.toHaveAttribute(
    'aria-current',
  )

  // Focus stays in the switcher, so the next language is one Tab away.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(heading(page, '試驗場')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')

  // The choice is remembered after leaving the page by an ordinary link.
  await page.getByRole('link', { name: '關於' }).click()
  await expect(page).toHaveURL(/\/playground\/about$/)
  await expect(page.getByRole('heading', { level: 2, name: '關於' })).toBeVisible()
})

test('passing over a language link does not change the language: only following it does', async ({
  page,
}) => {
  await page.goto('/stores/sakura-select/account?locale=en')
  await expect(page.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible()
  const switcher = page.getByRole('navigation', { name: 'Language' })
  // Hovered and focused (as Tab does on the way to the form): the router preloads the link.
  await switcher.getByRole('link', { name: '繁體中文' }).hover()
  await switcher.getByRole('link', { name: '繁體中文' }).focus()
  // The router preloads 50 ms after the intent; give it time to do all it would.
  await page.waitForTimeout(500)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/stores/sakura-select/account')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await switcher.getByRole('link', { name: '繁體中文' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
})
