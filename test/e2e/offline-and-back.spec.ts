import { expect, test, type Page } from './support/test'
import { addAddress, addMug, fillContact, toShippingStep } from './support/marketplace-checkout'
import { sandboxOrders, theOnlyOrder } from './support/sandbox'
import { watchPageErrors } from './support/page-errors'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** The guest's mug at the shipping step: delivery, a new address and contact given. */
async function toDeliveryWithContact(page: Page) {
  await addMug(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  await addAddress(page)
  await fillContact(page)
}

test('offline mid-checkout: the page says so calmly, keeps every choice, and prices when the network is back', async ({
  page,
  context,
}) => {
  const errors = watchPageErrors(page)
  await toDeliveryWithContact(page)

  await context.setOffline(true)
  const notice = page.getByText('You are offline.', { exact: false })
  await expect(notice).toBeVisible()
  // A choice made while offline (the card was chosen on arrival): its pricing cannot reach the
  // server yet.
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked()
  await page.getByRole('radio', { name: /^Convenience/ }).check()
  await expect(page.getByText('¥3,660')).toHaveCount(0)

  await context.setOffline(false)
  await expect(notice).toBeHidden()
  // The pricing that never reached the server is sent again by itself: no press needed.
  await expect(page.getByText('¥3,660').first()).toBeVisible()
  await expect(page.getByRole('radio', { name: /^Convenience/ })).toBeChecked()
  // The new address, saved only with the order, is still as typed.
  await expect(
    page.getByRole('form', { name: 'New address' }).getByLabel("Recipient's name"),
  ).toHaveValue('山田 花子')
  await expect(page.getByLabel('E-mail address')).toHaveValue('hanako@example.com')

  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  expect((await theOnlyOrder(page)).outcomes).toEqual([])
  expect(errors).toEqual([])
})

test('a network that gives no answer while the browser says online: the same notice, every choice kept, pricing sent again by itself, an order never', async ({
  page,
}) => {
  const errors = watchPageErrors(page)
  await toDeliveryWithContact(page)
  const notice = page.getByText('You are offline.', { exact: false })
  const checkouts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v2/checkout')) checkouts.push(response.url())
  })
  // A train tunnel: nothing answers, yet the browser still says it is online.
  const tunnel = () => page.route('**/*', (route) => route.abort('internetdisconnected'))
  const outOfTheTunnel = () => page.unroute('**/*')

  await tunnel()
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  await page.getByRole('radio', { name: /^Convenience/ }).check()
  await expect(notice).toBeVisible()
  await expect(page.getByText('¥3,660')).toHaveCount(0)
  // Not the pricing's own error, which would ask the buyer to press again.
  await expect(page.getByRole('alert')).toHaveCount(0)

  await outOfTheTunnel()
  // The network is probed until it answers (the waits grow to 8 s at most).
  await expect(notice).toBeHidden({ timeout: 15_000 })
  await expect(page.getByText('¥3,660').first()).toBeVisible()
  await expect(page.getByRole('radio', { name: /^Convenience/ })).toBeChecked()
  // The new address, saved only with the order, is still as typed.
  await expect(
    page.getByRole('form', { name: 'New address' }).getByLabel("Recipient's name"),
  ).toHaveValue('山田 花子')
  await expect(page.getByLabel('E-mail address')).toHaveValue('hanako@example.com')

  // Place the order in the tunnel: the new address it saves first cannot be, so no order is
  // sent, and it says so once back, with everything typed kept.
  await tunnel()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(notice).toBeVisible()
  await outOfTheTunnel()
  await expect(notice).toBeHidden({ timeout: 15_000 })
  await expect(page.getByRole('alert')).toContainText(
    'We could not save the address, so the order was not placed.',
  )
  expect(checkouts).toEqual([])
  expect(await sandboxOrders(page)).toEqual([])
  await expect(page.getByLabel('E-mail address')).toHaveValue('hanako@example.com')

  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/checkout\/step-done\/\d+$/)
  expect(await sandboxOrders(page)).toHaveLength(1)
  expect(errors).toEqual([])
})

for (const [locale, words] of [
  ['ja', 'オフラインです。'],
  ['zh-TW', '目前處於離線狀態。'],
] as const) {
  test(`offline is said in the reader's language (${locale})`, async ({ page, context }) => {
    await page.goto(`/stores/sakura-select/marketplace?locale=${locale}`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    // The page first: a page whose code and data are still on their way when the network goes
    // shows its error instead.
    await expect(page.getByRole('link', { name: '有田焼 藍染め マグカップ 300ml' })).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByText(words, { exact: false })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByText(words, { exact: false })).toBeHidden()
  })
}

for (const locale of ['ja', 'en'] as const) {
  test(`on a phone, the offline notice hides nothing at the foot of the page (${locale})`, async ({
    page,
    context,
  }) => {
    await page.goto(`/stores/sakura-select/marketplace?locale=${locale}`)
    // The page first, then the network goes: its foot is what the notice must not hide.
    await expect(page.getByRole('link', { name: '有田焼 藍染め マグカップ 300ml' })).toBeVisible()
    await context.setOffline(true)
    const notice = page.locator('.offline-notice')
    await expect(notice).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = page.getByRole('contentinfo')
    await expect(footer).toBeInViewport()
    await page.screenshot({ path: `test-results/offline-foot-${locale}.png` })
    const [foot, over] = await Promise.all([footer.boundingBox(), notice.boundingBox()])
    // The footer ends above where the notice begins: nothing of it lies under the notice.
    expect(foot!.y + foot!.height).toBeLessThanOrEqual(over!.y + 0.5)
  })
}
