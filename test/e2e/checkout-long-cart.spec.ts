import { expect, test, type Locator, type Page } from './support/test'
import { CHECKOUT, chooseForOrder } from './support/live-checkout'
import { sandboxOrders } from './support/sandbox'

/**
 * A cart of hundreds of lines on the products step (the sandbox's big store,
 * docs/sandbox.md#a-big-store): the step draws the lines near the screen only, yet a person
 * still counts, reaches and ticks every one, and Next orders what is ticked.
 */
const LINES = 300

// Seeding and the first read of a long cart take a while on a busy machine.
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
  const scaled = await request.post('/__sandbox/scale', { data: { cartLines: LINES } })
  expect(scaled.ok()).toBe(true)
})

/** The products step of buyer-jp's cart, every regular line ticked (as the category step leaves it). */
async function toProductsStep(page: Page) {
  await page.goto(`${CHECKOUT}&locale=en`)
  await page.getByRole('radio', { name: 'Regular goods' }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(/step-products/)
  const lines = page.getByRole('list', { name: 'Items in your cart' })
  await expect(lines.getByRole('checkbox').first()).toBeChecked()
  return lines
}

/** The place each drawn line says it has, and the size of the list it says it is in. */
const places = (lines: Locator) =>
  lines
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => [
        Number(item.getAttribute('aria-posinset')),
        Number(item.getAttribute('aria-setsize')),
      ]),
    )

/** The place of the line holding focus. */
const focusedPlace = (page: Page) =>
  page.evaluate(() =>
    Number(document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset')),
  )

/** Scrolls down until `line` is drawn (it is not in the page before). */
async function scrollTo(page: Page, line: Locator) {
  await expect(async () => {
    if ((await line.count()) === 0) await page.mouse.wheel(0, 600)
    expect(await line.count()).toBe(1)
  }).toPass({ timeout: 60_000 })
  await line.scrollIntoViewIfNeeded()
}

test('a long cart draws a window of lines, counted whole and walked in order by keyboard', async ({
  page,
}) => {
  const lines = await toProductsStep(page)
  const drawn = await places(lines)
  const total = drawn[0]![1]!
  expect(total).toBeGreaterThanOrEqual(LINES)
  expect(drawn.length).toBeLessThan(40)
  expect(drawn.every(([, size]) => size === total)).toBe(true)
  expect(drawn.map(([place]) => place)).toEqual(drawn.map((_, i) => i + 1))
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(2000)

  // Tab goes line by line past the first screen: tick box, quantity, remove, then the next line.
  await lines.getByRole('checkbox').first().focus()
  let previous = await focusedPlace(page)
  expect(previous).toBe(1)
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab')
    const place = await focusedPlace(page)
    expect(place - previous).toBeGreaterThanOrEqual(0)
    expect(place - previous).toBeLessThanOrEqual(1)
    previous = place
  }
  expect(previous).toBeGreaterThan(15)
  expect((await places(lines)).length).toBeLessThan(40)
})

test('a line far down is unticked and its quantity saved in place, and Next orders what is ticked', async ({
  page,
}) => {
  const lines = await toProductsStep(page)
  const total = (await places(lines))[0]![1]!
  const subtotal = page.locator('.checkout-summary:not([aria-busy])')
  await expect(subtotal).toBeVisible()
  const before = await subtotal.locator('dd').textContent()

  // The 75th product's first option: halfway down the cart, far below the window at first.
  const far = lines.locator(':scope > li').filter({
    has: page.getByRole('checkbox', { name: /No\.75\b.*1個入り/ }),
  })
  await expect(far).toHaveCount(0)
  await scrollTo(page, far)
  const place = Number(await far.getAttribute('aria-posinset'))
  expect(place).toBeGreaterThan(100)
  await expect(far).toHaveAttribute('aria-setsize', String(total))

  // Its quantity saved: the cart is read again, and the line stays where the buyer saw it.
  const top = await far.evaluate((line) => line.getBoundingClientRect().top)
  const quantity = far.getByRole('textbox', { name: 'Quantity' })
  await quantity.fill('2')
  await quantity.press('Enter')
  // Saved: the box takes typing again, showing the cart's new quantity.
  await expect(quantity).toBeEnabled()
  await expect(quantity).toHaveValue('2')
  await expect(far).toBeInViewport()
  expect(
    Math.abs((await far.evaluate((line) => line.getBoundingClientRect().top)) - top),
  ).toBeLessThan(80)

  // Unticked: the subtotal follows, and Next orders every other line.
  await far.getByRole('checkbox').uncheck()
  await expect(far.getByRole('checkbox')).not.toBeChecked()
  await expect(subtotal).toBeVisible()
  await expect(subtotal.locator('dd')).not.toHaveText(before!)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(/step-shipping-and-payment/)
  await chooseForOrder(page, 'en', 'card')
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/step-done/, { timeout: 60_000 })

  const [order] = await sandboxOrders(page)
  const items = (order as unknown as { items: { product_name: string; sku_name: string }[] }).items
  expect(items).toHaveLength(total - 1)
  const of75 = items.filter((item) => item.product_name.endsWith(' No.75'))
  expect(of75.map((item) => item.sku_name).sort()).toEqual(['2個入り', '3個入り'])
})
