import { expect, test, type Page } from './support/test'
import { isolated } from './support/bidi'

const STORE = '/stores/sakura-select'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

async function logInHere(page: Page) {
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  // Logged in once the login page has sent the member on (its form is gone).
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()
}

const memberOnly = [
  { page: 'the order list', path: `${STORE}/marketplace/orders`, heading: 'Your orders' },
  { page: 'an order', path: `${STORE}/marketplace/orders/9001`, heading: /^Order HS\d{8}9001$/ },
  { page: 'the profile', path: `${STORE}/member/profile`, heading: 'Your profile' },
]

for (const { page: name, path, heading } of memberOnly) {
  test(`a ghost opening ${name} logs in first and comes back to it`, async ({ page }) => {
    await page.goto(`${path}?locale=en`)
    await expect(page).toHaveURL(new RegExp(`${STORE}/account\\?redirect=`))
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${path}?locale=en`)

    await logInHere(page)
    await expect(page).toHaveURL(`${path}?locale=en`)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  })
}

test('a guest is no member either: orders still ask to log in', async ({ page }) => {
  await page.goto(`${STORE}/marketplace/checkout?locale=en`)
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Store' })
    .getByRole('link', { name: 'Orders' })
    .click()
  await expect(page).toHaveURL(
    /\/account\?redirect=%2Fstores%2Fsakura-select%2Fmarketplace%2Forders/,
  )
})

test('entering checkout gives a ghost a guest session, kept in storage and cookie', async ({
  page,
  context,
}) => {
  await page.goto(`${STORE}/marketplace/checkout?locale=en`)
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(page.getByText('Your cart in this store is empty.')).toBeVisible()

  const stored = await page.evaluate(() => localStorage.getItem('storefront:token.guest'))
  const token = (JSON.parse(stored ?? '{}') as { value?: string }).value
  expect(token).toBeTruthy()
  const cookie = (await context.cookies()).find((entry) => entry.name === 'guest_token')
  expect(cookie).toMatchObject({ value: token, path: '/' })

  // Coming back keeps the same guest: no second session.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  const again = await page.evaluate(() => localStorage.getItem('storefront:token.guest'))
  expect(JSON.parse(again ?? '{}')).toMatchObject({ value: token })
})

test('a member sees the cart of the store they are in, each store its own', async ({ page }) => {
  await page.goto(`${STORE}/account?locale=en`)
  await logInHere(page)
  await page.goto('/stores/kumo-books/marketplace/checkout')
  await expect(page.getByRole('link', { name: 'くも書房' }).first()).toBeVisible()
  const items = page.getByRole('list', { name: 'Items in your cart' })
  await expect(items.getByRole('listitem').first()).toContainText('吾輩は猫である')
  await expect(page.getByText('The price has changed')).toBeVisible()

  await page.goto(`${STORE}/marketplace/checkout`)
  await expect(page.getByText('Your cart in this store is empty.')).toBeVisible()
})

test('the marketplace speaks Japanese unless asked otherwise', async ({ page }) => {
  await page.goto(`${STORE}/marketplace`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('heading', { name: 'さくらセレクト', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'ストア' }).getByRole('link', { name: 'カート' }),
  ).toBeVisible()
})

test('the store top lists its products a page at a time, with prices', async ({ page }) => {
  await page.goto(`${STORE}?locale=en`)
  await expect(page).toHaveURL(`${STORE}/marketplace?locale=en`)
  const products = page.getByRole('list', { name: `Products of ${isolated('さくらセレクト')}` })
  await expect(products.getByRole('listitem')).toHaveCount(12)
  const mug = products.getByRole('listitem').filter({ hasText: '有田焼 藍染め マグカップ' })
  await expect(mug).toContainText('¥2,640 – ¥3,080')
  await expect(page.getByText('Page 1 of 2')).toBeVisible()

  // The default tab lists the store's 19 normal products (3004, made to order, has its own tab),
  // so the second page holds the last 7 of them: FIXTURES.md.
  await expect(
    products.getByRole('listitem').filter({ hasText: 'オリジナルプリントTシャツ' }),
  ).toHaveCount(0)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(products.getByRole('listitem')).toHaveCount(7)
  await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible()
})

test('links without a usable store or order end on the right error page', async ({ page }) => {
  await page.goto('/stores?locale=en')
  await expect(page).toHaveURL('/error/abnormal')

  await page.goto('/stores/no-such-store/marketplace')
  await expect(page).toHaveURL('/error/not-found')

  await page.goto('/stores/bad_slug!/marketplace')
  await expect(page).toHaveURL('/error/abnormal')

  await page.goto(`${STORE}/account`)
  await logInHere(page)
  await page.goto(`${STORE}/marketplace/orders/abc`)
  await expect(page).toHaveURL('/error/not-found?store=sakura-select')
  await page.goto(`${STORE}/marketplace/orders/424242`)
  await expect(page).toHaveURL('/error/not-found?store=sakura-select')
})

test('a member finds an order in the list and reads it in full', async ({ page }) => {
  await page.goto(`${STORE}/account?locale=en`)
  await logInHere(page)
  await page
    .getByRole('navigation', { name: 'Store' })
    .getByRole('link', { name: 'Orders' })
    .click()
  const orders = page.getByRole('list', { name: 'Orders' })
  await expect(orders.getByRole('listitem')).toHaveCount(4)

  await orders.getByRole('link', { name: /^Order HS\d{8}9001$/ }).click()
  await expect(page).toHaveURL(`${STORE}/marketplace/orders/9001`)
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText(
    '有田焼 藍染め マグカップ',
  )
  await expect(page.getByRole('article')).toContainText('Completed')
  await expect(page.getByRole('article')).toContainText('¥5,720')
  await page.getByRole('link', { name: 'Back to your orders' }).click()
  await expect(page).toHaveURL(`${STORE}/marketplace/orders`)
})

test('when no guest session can be made, checkout says so and tries again on request', async ({
  page,
  request,
}) => {
  await request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/v2/guest/token', status: 503, times: 1 },
  })
  await page.goto(`${STORE}/marketplace/checkout?locale=en`)
  await expect(page.getByRole('alert')).toContainText('Checkout could not start')
  await expect(page.getByRole('alert')).toContainText('Something went wrong on our side.')

  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('Your cart in this store is empty.')).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('storefront:token.guest'))
  expect(stored).toContain('"value"')
})
