import { expect, test, type Page } from './support/test'
import { liveShop, marketplace } from './support/orders'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem')
const box = (page: Page) => page.getByRole('textbox', { name: 'Message to the seller' })
const send = (page: Page) => page.getByRole('button', { name: 'Send' })

for (const shop of [marketplace, liveShop]) {
  const { orderId, first, second } = shop.conversation

  test(`${shop.name}: the buyer reads the conversation oldest first and answers; markup stays text, line breaks stay`, async ({
    page,
  }) => {
    await shop.open(page, orderId)
    await expect(thread(page)).toHaveCount(2)
    await expect(thread(page).nth(0)).toContainText(first)
    await expect(thread(page).nth(1)).toContainText(second)
    await expect(thread(page).filter({ hasText: '(seller)' })).toHaveCount(1)

    const hostile = '<img src=x onerror="document.title=\'owned\'">\nSecond line'
    await box(page).fill(hostile)
    await send(page).click()
    await expect(thread(page)).toHaveCount(3)
    const mine = thread(page).nth(2)
    await expect(mine).toContainText('(buyer)')
    const text = mine.locator('.order-message__text')
    await expect(text).toHaveText(hostile)
    // Shown as the letters typed, on their two lines: no element was made from it.
    await expect(mine.locator('img[src="x"]')).toHaveCount(0)
    expect(await text.evaluate((el) => el.getClientRects()[0]!.height > 30)).toBe(true)
    await expect(box(page)).toHaveValue('')
    expect(await page.title()).not.toBe('owned')

    await page.reload()
    await expect(thread(page)).toHaveCount(3)
    await expect(thread(page).nth(2).locator('.order-message__text')).toHaveText(hostile)
  })

  test(`${shop.name}: a message is checked before it goes, and a failed send keeps the text and says why`, async ({
    page,
  }) => {
    await shop.open(page, orderId)
    await send(page).click()
    await expect(page.getByText('Write a message first.')).toBeVisible()

    await box(page).fill('あ'.repeat(1001))
    await expect(page.getByText('1001 / 1000 characters')).toBeVisible()
    await send(page).click()
    await expect(page.getByText('Shorten your message to 1000 characters or fewer.')).toBeVisible()

    await page.request.post('/__sandbox/faults', {
      data: {
        method: 'POST',
        path: `${shop.api}/orders/${orderId}/messages`,
        status: 500,
        times: 1,
      },
    })
    await box(page).fill('届く日を教えてください。')
    await send(page).click()
    await expect(page.getByRole('alert')).toContainText('our server had a problem')
    await expect(box(page)).toHaveValue('届く日を教えてください。')
    await expect(thread(page)).toHaveCount(2)

    await page.request.post('/__sandbox/faults', {
      data: {
        method: 'POST',
        path: `${shop.api}/orders/${orderId}/messages`,
        network: 'abort',
        times: 1,
      },
    })
    await send(page).click()
    await expect(page.getByRole('alert')).toContainText('there is no connection')
    await expect(box(page)).toHaveValue('届く日を教えてください。')

    await send(page).click()
    await expect(thread(page)).toHaveCount(3)
    await expect(thread(page).nth(2)).toContainText('届く日を教えてください。')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
}

test("the seller's reply appears on the open page without a reload", async ({ page }) => {
  await page.clock.install()
  await liveShop.open(page, 9101)
  await expect(thread(page)).toHaveCount(2)
  await page.request.post('/__sandbox/orders/9101/messages', {
    data: { message: '明日お届け予定です。' },
  })
  await page.clock.runFor(21_000)
  await expect(thread(page)).toHaveCount(3)
  await expect(thread(page).nth(2)).toContainText('明日お届け予定です。')
  await expect(thread(page).nth(2)).toContainText('(seller)')
})
