import { expect, test, type Page } from './support/test'
import { DONE_PAGE, orderByCard, validExpiry } from './support/marketplace-checkout'
import { isolated } from './support/bidi'

// Hostile or odd text cannot break a page, full-width digits count in every form, and a read
// that takes long is said in words (docs/reliability.md#untrusted-text, #slow-answers).

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const PHONE = { width: 412, height: 915 }
const productUrl = (id: number) => `/stores/sakura-select/marketplace/products/${id}?locale=en`

interface WireProduct {
  name: string
  skus: { name: string; force_purchase_url: string | null }[]
}

/** The product as the sandbox has it, edited on its way to the page (a seller's odd data). */
async function productAnswered(page: Page, id: number, edit: (product: WireProduct) => void) {
  await page.route(`**/api/v2/stores/101/products/${id}*`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: WireProduct }
    edit(body.data)
    await route.fulfill({ response, json: body })
  })
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test('a 10,000-character unbroken product, SKU and store name wraps at phone width', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  const long = 'W'.repeat(10_000)
  await productAnswered(page, 3001, (product) => {
    product.name = long
    for (const sku of product.skus) sku.name = `S${long}`
  })
  await page.route('**/api/v2/buyer/stores/sakura-select*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: { name: string } }
    body.data.name = `T${long}`
    await route.fulfill({ response, json: body })
  })
  await page.goto(productUrl(3001))
  await expect(page.getByRole('heading', { level: 1, name: long })).toBeVisible()
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
})

test('a right-to-left override in a name stays inside the name', async ({ page }) => {
  await productAnswered(page, 3001, (product) => {
    product.name = '\u202Eevil name'
    for (const sku of product.skus) sku.name = '\u202Eodd option'
  })
  await page.goto(productUrl(3001))
  const isolation = (text: string) =>
    page
      .getByText(text)
      .first()
      .evaluate((element) => {
        // The name's own element, or the one around it, isolates it from the text beside it.
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).unicodeBidi === 'isolate') return 'isolate'
          if (node.matches('h1, p, li, label')) break
        }
        return 'none'
      })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('evil name')
  expect(await isolation('evil name')).toBe('isolate')
  expect(await isolation('odd option')).toBe('isolate')
})

test('a seller link with credentials in it is never offered', async ({ page }) => {
  await productAnswered(page, 3012, (product) => {
    for (const sku of product.skus)
      sku.force_purchase_url = 'https://user:pw@shop.example.com/reserve/3012'
  })
  await page.goto(productUrl(3012))
  await expect(page.getByRole('heading', { level: 1, name: /南部鉄器/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Buy on the seller/ })).toHaveCount(0)
})

test('a quantity typed in full-width digits counts; "1e" is said to be no whole number', async ({
  page,
}) => {
  await page.goto(productUrl(3001))
  const form = page.getByRole('form', { name: /add to cart/i })
  await form.getByRole('radio').first().check()
  await form.getByLabel('Quantity').fill('1e')
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByText('Enter a whole number of at least 1.')).toBeVisible()
  await expect(form.getByText('Please fill this in.')).toHaveCount(0)

  await form.getByLabel('Quantity').fill('２')
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByText('2 items added to your cart.')).toBeVisible()
})

test('a full-width phone is saved as digits the shop can read', async ({ page }) => {
  await page.goto('/stores/sakura-select/marketplace?locale=en')
  await page.evaluate(() =>
    localStorage.setItem(
      'storefront:token.consumer',
      JSON.stringify({ value: 'session-member', expiresAt: Date.UTC(9999, 0) }),
    ),
  )
  await page.goto('/stores/sakura-select/member/profile')
  const form = page.getByRole('form', { name: 'Name and phone' })
  await form.getByLabel('Last name').fill('佐藤')
  await form.getByLabel('First name').fill('健')
  await form.getByLabel('Phone number').fill('０９０－１２３４－５６７８')
  await form.getByRole('button', { name: 'Save name and phone' }).click()
  await expect(page.getByText('Your name and phone number have been saved.')).toBeVisible()
  await page.reload()
  await expect(form.getByLabel('Phone number')).toHaveValue('090-1234-5678')
})

test('a card expiry and security code typed in full-width digits are taken', async ({ page }) => {
  await orderByCard(page)
  await expect(page).toHaveURL(DONE_PAGE)
  const cards = page.getByRole('group', { name: 'Pay by card' })
  const form = cards.getByRole('form', { name: 'New card' })
  const fullWidth = (ascii: string) =>
    ascii.replace(/[0-9/]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0))
  await form.getByLabel('Card number').fill(fullWidth('4111111111111111'))
  await form.getByLabel('Expiry (MM/YY)').fill(fullWidth(await validExpiry(page)))
  await form.getByLabel('Security code').fill('１２３')
  await form.getByRole('button', { name: 'Add the card' }).click()
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()
})

test('a product read still unanswered after a few seconds says so, and Try again loads it', async ({
  page,
}) => {
  await page.request.post('/__sandbox/faults', {
    data: { method: 'GET', path: '/api/v2/stores/*/products/3001', delayMs: 60_000, times: 1 },
  })
  await page.goto('/stores/sakura-select/marketplace?locale=en')
  await page.getByRole('link', { name: '有田焼 藍染め マグカップ 300ml' }).click()
  await expect(page.getByText('Still loading. The shop is taking longer than usual')).toBeVisible()
  // What was on screen stays: the shape of the product page.
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: '有田焼 藍染め マグカップ 300ml' })).toBeVisible()
})

test('an order list still unanswered after a few seconds says so, and Try again loads it', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&locale=en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.request.post('/__sandbox/faults', {
    data: { method: 'GET', path: '/api/v1/17shop/orders*', delayMs: 60_000, times: 1 },
  })
  await page.goto('/17shop/orders?locale=en')
  await expect(page.getByText('Still loading. The shop is taking longer than usual')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible()
})

test('a right-to-left override in a name stays inside the name where it is spoken too', async ({
  page,
}) => {
  const evil = '\u202Eevil name'
  await productAnswered(page, 3001, (product) => {
    product.name = evil
  })
  await page.goto(productUrl(3001))
  // The gallery's name and each picture's: the override ends with the name, not after it.
  await expect(page.getByRole('list', { name: `Pictures of ${isolated(evil)}` })).toBeVisible()
  await expect(page.getByRole('img', { name: `${isolated(evil)}, picture 1` })).toBeVisible()
})
