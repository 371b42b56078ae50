import { expect, test, type Page } from './support/test'
import { watchPageErrors } from './support/page-errors'
import { addMug, STORE } from './support/marketplace-checkout'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** Every field's computed font size on the page, by what it is. */
const fieldFontSizes = (page: Page) =>
  page.locator('input, select, textarea').evaluateAll((fields) =>
    fields.map((field) => ({
      field: `${field.tagName.toLowerCase()}${field.className ? `.${field.className}` : ''}`,
      px: parseFloat(getComputedStyle(field).fontSize),
    })),
  )

test('every field of the style guide is 16px or more, so an iPhone does not zoom into it', async ({
  page,
}) => {
  await page.goto('/playground/style')
  await expect(page.locator('.quantity-input').first()).toBeVisible()
  const sizes = await fieldFontSizes(page)
  expect(sizes.map((size) => size.field)).toEqual(
    expect.arrayContaining([
      'input.quantity-input',
      'textarea.field__control field__control--area',
    ]),
  )
  expect(sizes.filter((size) => size.px < 16)).toEqual([])
})

test('every field of the checkout’s products step, its quantity box too, is 16px or more', async ({
  page,
}) => {
  await addMug(page)
  await page.goto(`${STORE}/checkout`)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  const quantity = page.getByRole('textbox', { name: 'Quantity' })
  await expect(quantity).toHaveValue('1')
  expect(await quantity.evaluate((box) => parseFloat(getComputedStyle(box).fontSize))).toBe(16)
  const sizes = await fieldFontSizes(page)
  expect(sizes.map((size) => size.field)).toContain('input.quantity-input')
  expect(sizes.filter((size) => size.px < 16)).toEqual([])
})

/** A notched phone's screen: the insets Safari gives `env(safe-area-inset-*)` in landscape. */
async function notched(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setSafeAreaInsetsOverride', {
    insets: { top: 20, left: 47, right: 47, bottom: 34 },
  })
}

test('on a notched phone the page, its header and its notices keep clear of the hardware', async ({
  page,
  context,
}) => {
  await notched(page)
  await page.goto('/error/not-found?locale=en')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!
  const width = page.viewportSize()!.width
  const main = await page.locator('.page__main').evaluate((el) => {
    const style = getComputedStyle(el)
    return { left: parseFloat(style.paddingLeft), right: parseFloat(style.paddingRight) }
  })
  expect(main).toEqual({ left: 47, right: 47 })
  const brand = await box('.site-header__brand')
  expect(brand.x).toBeGreaterThanOrEqual(47)
  expect(brand.y).toBeGreaterThanOrEqual(20)

  await context.setOffline(true)
  const notice = page.locator('.offline-notice')
  await expect(notice).toBeVisible()
  const noticeBox = await box('.offline-notice')
  const height = page.viewportSize()!.height
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(height - 34)
  expect(noticeBox.x).toBeGreaterThanOrEqual(47)
  expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(width - 47)
  await context.setOffline(false)
})

test('the offline notice is on the UI’s layer scale, above the sticky header', async ({
  page,
  context,
}) => {
  await page.goto('/error/not-found?locale=en')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await context.setOffline(true)
  await expect(page.locator('.offline-notice')).toBeVisible()
  const layers = await page.evaluate(() => ({
    notice: Number(getComputedStyle(document.querySelector('.offline-notice-region')!).zIndex),
    header: Number(getComputedStyle(document.querySelector('.site-header')!).zIndex),
  }))
  expect(layers.notice).toBeGreaterThanOrEqual(2000)
  expect(layers.notice).toBeGreaterThan(layers.header)
  await context.setOffline(false)
})

test('a browser whose language is no valid tag ("C") opens a shop page with no error', async ({
  page,
}) => {
  // As a browser started under the C locale reports it; Chromium itself refuses to be set to it.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'language', { get: () => 'C' })
    Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['C'] })
  })
  const errors = watchPageErrors(page)
  // The app's window handlers report an uncaught error (to the console and the error service).
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  await page.goto(`${STORE}/products/3001`)
  expect(await page.evaluate(() => navigator.language)).toBe('C')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/2,860/).first()).toBeVisible()
  // The money format is prepared in a task of its own once the first page has started.
  await page.waitForTimeout(500)
  expect(errors.map(String)).toEqual([])
  expect(logged).toEqual([])
})
