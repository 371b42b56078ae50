import { expect, test, type Locator, type Page } from './support/test'
import { liveShop } from './support/orders'

/**
 * A store of thousands (the sandbox's scale control, docs/sandbox.md#a-big-store): the long lists
 * draw only what is near the screen, yet a person can still reach, count and find every item.
 */
const N = 2000

// Seeding and the first read of a list of thousands take a while on a busy machine.
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
  const scaled = await request.post('/__sandbox/scale', { data: { n: N } })
  expect(scaled.ok()).toBe(true)
})

const SELECTED = '/17shop/seller/stream-products/selected?token=seller-jp&post_id=5001&locale=en'
const UNSELECTED =
  '/17shop/seller/stream-products/unselected?token=seller-jp&post_id=5001&locale=en'

/** Elements on the page: a list drawn whole at this size would be tens of thousands. */
const domSize = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length)

/** The place every drawn item says it has, and the size of the list it says it is in. */
async function places(list: Locator) {
  return list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => [
        Number(item.getAttribute('aria-posinset')),
        Number(item.getAttribute('aria-setsize')),
      ]),
    )
}

test('the stream’s products at 2,000: drawn a screen at a time, counted whole, found by name, in order by keyboard', async ({
  page,
}) => {
  await page.goto(SELECTED)
  const list = page.getByRole('list', { name: 'Products in the stream' })
  // The first read of the whole list (every product schema-checked) is seconds on a busy machine.
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 })
  const drawn = await places(list)
  const total = drawn[0]![1]!
  expect(total).toBeGreaterThan(N)
  expect(drawn.length).toBeLessThan(80)
  expect(drawn.every(([, size]) => size === total)).toBe(true)
  expect(drawn.map(([place]) => place)).toEqual(drawn.map((_, i) => i + 1))
  expect(await domSize(page)).toBeLessThan(4000)
  await expect(page.getByText(`${total.toLocaleString('en')} products`)).toBeVisible()

  // The last product is far out of the window; the box finds it.
  const last = `No.${2 * N}`
  await expect(list.getByRole('heading', { name: new RegExp(`${last}$`) })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Find a product by name' }).fill(last)
  await expect(list.getByRole('heading', { name: new RegExp(`${last}$`) })).toBeVisible()
  await expect(page.getByText(`1 of ${total.toLocaleString('en')} products`)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Find a product by name' }).fill('')

  // Tab walks on past the first screen without skipping a card.
  await list
    .getByRole('button', { name: /^Move .* down$/ })
    .first()
    .focus()
  const focusedPlace = () =>
    page.evaluate(() =>
      Number(document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset')),
    )
  let previous = await focusedPlace()
  expect(previous).toBe(1)
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab')
    const place = await focusedPlace()
    expect(place - previous).toBeGreaterThanOrEqual(0)
    expect(place - previous).toBeLessThanOrEqual(1)
    previous = place
  }
  expect(previous).toBeGreaterThan(12)
  expect(await domSize(page)).toBeLessThan(4000)
})

test('a save far down the stream keeps the seller where they were', async ({ page }) => {
  await page.goto(SELECTED)
  const list = page.getByRole('list', { name: 'Products in the stream' })
  // The first read of the whole list (every product schema-checked) is seconds on a busy machine.
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 })
  await page.mouse.wheel(0, 40_000)
  await expect
    .poll(async () => Math.min(...(await places(list)).map(([place]) => place ?? 0)))
    .toBeGreaterThan(50)
  const card = list.getByRole('listitem').nth(8)
  const name = (await card.getByRole('heading').textContent())!
  const at = await page.evaluate(() => window.scrollY)
  await card.getByRole('button', { name: /^Move .* down$/ }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Moved')
  await expect(list.getByRole('heading', { name })).toBeInViewport()
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - at)).toBeLessThan(400)
})

test('the products to add, the buyer’s stream tab and a long thread stay small at 2,000', async ({
  page,
}) => {
  await page.goto(UNSELECTED)
  const toAdd = page.getByRole('list', { name: 'Products not in the stream' })
  await expect(toAdd.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 })
  expect((await places(toAdd)).length).toBeLessThan(80)
  expect(await domSize(page)).toBeLessThan(4000)

  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001&locale=en')
  const stream = page.getByRole('list', { name: 'Products in this stream' })
  await expect(stream.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 })
  const shown = await places(stream)
  expect(shown[0]![1]).toBeGreaterThan(N)
  expect(shown.length).toBeLessThan(80)
  expect(await domSize(page)).toBeLessThan(4000)

  await liveShop.open(page, liveShop.conversation.orderId, 'en')
  const thread = page.getByRole('list', { name: 'Messages' })
  await expect(thread.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 })
  const messages = await places(thread)
  expect(messages[0]![1]).toBeGreaterThan(N)
  expect(messages.length).toBeLessThan(80)
  expect(await domSize(page)).toBeLessThan(4000)
  // The newest is at the end of the thread, drawn when the reader gets there.
  await page.getByRole('textbox', { name: 'Message to the seller' }).fill('まだ届きませんか?')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(thread.getByText('まだ届きませんか?')).toBeVisible()
})
