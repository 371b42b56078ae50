import { expect, test } from './support/test'
import { farClock, movedClocks } from '../support/clock'
import { addCard, orderByCard } from './support/marketplace-checkout'

// The screens that show dates, on other days than today: the sandbox reset with its clock moved
// (POST /__sandbox/reset {now}) and the browser's clock moved the same way, as on a day this
// suite was never written on. What a screen shows is read from the fixture or counted from it.
const clocks = [...movedClocks().filter(({ name }) => /5 months|February/.test(name)), farClock()]
const DAY = 86_400_000
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10).replaceAll('-', '')

for (const { name, at } of clocks) {
  test.describe(`on ${name}`, () => {
    test.beforeEach(async ({ page, request }) => {
      await request.post('/__sandbox/reset', { data: { now: at.toISOString() } })
      await page.clock.install({ time: at })
    })

    test('an order is numbered by the day it was placed, as its page shows', async ({
      page,
      request,
    }) => {
      const answer = await request.get('/api/v2/orders/9001', {
        headers: { Authorization: 'Bearer session-member' },
      })
      const { slug } = ((await answer.json()) as { data: { slug: string } }).data
      // The completed order of the fixtures was placed 10 days before the reset.
      expect(slug).toBe(`HS${utcDay(at.getTime() - 10 * DAY)}9001`)

      await page.goto('/stores/sakura-select/marketplace?locale=en')
      await page.evaluate(() =>
        localStorage.setItem(
          'storefront:token.consumer',
          JSON.stringify({ value: 'session-member', expiresAt: Date.UTC(9999, 0) }),
        ),
      )
      await page.goto('/stores/sakura-select/marketplace/orders/9001')
      await expect(page.getByRole('heading', { name: `Order ${slug}`, level: 1 })).toBeVisible()
    })

    test('the sale windows count from that day', async ({ page }) => {
      // 3006 goes on sale 7 days after the reset; 3005's limited-time sale (¥3,240 -> ¥2,592)
      // runs from an hour before it to 2 days after; 3011's sale ended 10 days before it.
      await page.goto('/stores/sakura-select/marketplace/products/3006?locale=en')
      await expect(page.getByText(/Sale starts in (7 d 00:00:0\d|6 d 23:59:\d\d)/)).toBeVisible()
      await page.goto('/stores/sakura-select/marketplace/products/3005?locale=en')
      await expect(page.getByRole('radio', { name: /¥2,592/ })).toBeChecked()
      await page.goto('/stores/sakura-select/marketplace/products/3011?locale=en')
      await expect(page.getByText('This sale has ended.')).toBeVisible()
    })

    test('a guest orders and pays by a card valid from that day', async ({ page }) => {
      await orderByCard(page)
      await addCard(page, '4111111111111111')
      await page
        .getByRole('group', { name: 'Pay by card' })
        .getByRole('button', { name: 'Pay now' })
        .click()
      await expect(page.getByText(/The payment is complete/)).toBeVisible()
    })
  })
}
