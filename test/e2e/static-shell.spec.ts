import { createHash } from 'node:crypto'
import { expect, test, type Page } from './support/test'

/**
 * Before any script file has loaded, a phone already shows the page's frame: the header in the
 * brand's look and the app's spinner, with no words (the language is not known yet). The app's
 * first render replaces it with a header of the same height, so nothing below moves.
 */

const LIVE = '/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001'
const PRODUCT = '/stores/sakura-select/marketplace/products/3001'

/** Opens a page with every script file refused: what shows is index.html alone. */
async function openWithoutScripts(page: Page, url: string) {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto(url)
  const shell = page.locator('#root .boot-shell')
  await expect(shell).toBeVisible()
  return shell
}

const headerBackground = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor)

const headerHeight = async (page: Page, selector: string) =>
  (await page.locator(selector).boundingBox())?.height

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('before its scripts load, a live page shows the live header frame and the spinner, no words', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  const shell = await openWithoutScripts(page, LIVE)
  await expect(shell.locator('.spinner')).toBeVisible()
  // The inline brand script ran under the policy: the header is the live colour.
  expect(await headerBackground(page, '.boot-shell .site-header')).toBe('rgb(194, 24, 91)')
  expect(refused).toEqual([])
  expect((await page.locator('body').innerText()).trim()).toBe('')
})

test('an error page opened directly gets the neutral frame, not a shop brand', async ({ page }) => {
  await openWithoutScripts(page, '/error/not-found')
  await expect(page.locator('html')).not.toHaveAttribute('data-brand', /./)
  expect(await headerBackground(page, '.boot-shell .site-header')).toBe('rgb(255, 255, 255)')
})

for (const [name, url, locale] of [
  ['live storefront', LIVE, undefined],
  ['marketplace product (ja)', `${PRODUCT}?locale=ja`, 'ja'],
  ['marketplace product (en)', `${PRODUCT}?locale=en`, 'en'],
  ['marketplace product (zh-TW)', `${PRODUCT}?locale=zh-TW`, 'zh-TW'],
  ['error page', '/error/not-found?locale=en', 'en'],
  ['playground home', '/playground?locale=en', 'en'],
  ['playground about page (live look)', '/playground/about?locale=ja', 'ja'],
] as const) {
  test(`the app takes over the ${name} with a header as tall as the shell's`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const before = await context.newPage()
    await openWithoutScripts(before, url)
    const shellHeight = await headerHeight(before, '.boot-shell .site-header')
    const shellColour = await headerBackground(before, '.boot-shell .site-header')
    await before.close()

    const after = await context.newPage()
    await after.goto(url)
    await expect(after.locator('.boot-shell')).toHaveCount(0)
    await expect(after.locator('.page .site-header')).toBeVisible()
    if (locale) await expect(after.locator('html')).toHaveAttribute('lang', locale)
    expect(await headerHeight(after, '.page .site-header')).toBe(shellHeight)
    expect(await headerBackground(after, '.page .site-header')).toBe(shellColour)
    await context.close()
  })
}

// The pages whose first render has no site header: the root path (only the loading overlay) and
// the style guide (its own work surface). A header frame there would flash and then vanish.
for (const [name, url] of [
  ['style guide', '/playground/style?locale=en'],
  ['style guide, with a trailing slash', '/playground/style/?locale=en'],
  ['root path', '/'],
] as const) {
  test(`the ${name} has no site header, so its shell shows no header frame, only the spinner`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const before = await context.newPage()
    const shell = await openWithoutScripts(before, url)
    await expect(shell.locator('.spinner')).toBeVisible()
    await expect(shell.locator('.site-header')).toBeHidden()
    await before.close()

    const after = await context.newPage()
    await after.goto(url)
    await expect(after.locator('.boot-shell')).toHaveCount(0)
    await expect(after.locator('.page')).toBeAttached()
    await expect(after.locator('.site-header')).toHaveCount(0)
    await context.close()
  })
}

test('the one inline script of index.html runs by its hash in the policy, which allows no other', async ({
  request,
}) => {
  const answer = await request.get(PRODUCT)
  const html = await answer.text()
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
  expect(inline).toHaveLength(1)
  const hash = createHash('sha256').update(inline[0]!).digest('base64')
  const scriptSrc = /script-src ([^;]+)/.exec(answer.headers()['content-security-policy'] ?? '')
  expect(scriptSrc?.[1]).toContain(`'sha256-${hash}'`)
  expect(scriptSrc?.[1]).not.toContain('unsafe-inline')
})
