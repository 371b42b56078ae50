import { expect, test, type Page } from './support/test'
import { addCard } from './support/marketplace-checkout'
import { apiOrder, liveShop, marketplace, shownDate } from './support/orders'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const cards = (page: Page) => page.getByRole('group', { name: 'Pay by card' })
const fact = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd')

test('marketplace: unpaid 9002 gets its convenience-store numbers from its page, with the deadline and the steps for that chain', async ({
  page,
}) => {
  await marketplace.open(page, 9002)
  await expect(fact(page, 'Payment', 'Method')).toHaveText('Convenience store')
  // The member's saved payee (Lawson) is offered first.
  await expect(page.getByRole('radio', { name: /Lawson/ })).toBeChecked()
  await page.getByRole('button', { name: 'Get the payment number' }).click()

  await expect(page.getByRole('heading', { name: 'Pay at Lawson' })).toBeVisible()
  const { payment } = await apiOrder(page, marketplace, 9002)
  const account = (payment as unknown as { account: { receipt_no: string; conf_no: string } })
    .account
  const deadline = payment!.expire_at!
  const numbers = page.getByRole('region', { name: 'Pay at Lawson' })
  await expect(numbers).toContainText(account.receipt_no)
  await expect(numbers).toContainText(account.conf_no)
  await expect(numbers).toContainText(shownDate(deadline))
  await expect(page.getByRole('list', { name: 'How to pay at Lawson' })).toContainText('Loppi')

  // Still on the page after a reload (the order holds them), with the time left counted from the
  // browser's clock, here set 2 days, 5 hours and 10 minutes before the deadline.
  await page.clock.setFixedTime(Date.parse(deadline) - (2 * 86_400 + 5 * 3_600 + 600) * 1000)
  await page.reload()
  await expect(numbers).toContainText(account.receipt_no)
  await expect(numbers).toContainText(`${shownDate(deadline)} (2 days 5 hours left)`)

  // Past the deadline (the browser's clock moved there) the numbers are no longer offered as if
  // they worked: new ones, or another way to pay.
  await page.clock.setFixedTime(Date.parse(deadline) + 3_600_000)
  await page.reload()
  await expect(page.getByText('The payment deadline has passed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Get the payment number' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay by card instead' })).toBeVisible()
})

for (const words of [
  { locale: 'en', payBy: 'Pay by', get: 'Get the payment number', receipt: 'Receipt number' },
  { locale: 'ja', payBy: 'お支払い期限', get: 'お支払い番号を発行する', receipt: '受付番号' },
  { locale: 'zh-TW', payBy: '付款期限', get: '取得繳費號碼', receipt: '繳費編號' },
]) {
  test(`marketplace (${words.locale}): a convenience-store order reads store, numbers, then its deadline, never a deadline without numbers`, async ({
    page,
  }) => {
    await marketplace.open(page, 9002, words.locale)
    const payBy = page.locator('dt', { hasText: new RegExp(`^${words.payBy}$`) })
    await expect(page.getByRole('button', { name: words.get })).toBeVisible()
    await expect(payBy).toHaveCount(0)

    await page.getByRole('button', { name: words.get }).click()
    const numbers = page.locator('.convenience-account')
    await expect(numbers.locator('dt', { hasText: words.receipt })).toBeVisible()
    const { payment } = await apiOrder(page, marketplace, 9002)
    // One deadline on the page, inside the store's details and after its numbers.
    await expect(payBy).toHaveCount(1)
    await expect(numbers.locator('dt', { hasText: new RegExp(`^${words.payBy}$`) })).toBeVisible()
    await expect(payBy.locator('+ dd')).toContainText(shownDate(payment!.expire_at!))
    const heading = await numbers.getByRole('heading').boundingBox()
    const receipt = await numbers.locator('dt', { hasText: words.receipt }).boundingBox()
    const deadline = await payBy.boundingBox()
    expect(heading!.y).toBeLessThan(receipt!.y)
    expect(receipt!.y).toBeLessThan(deadline!.y)
  })
}

test('marketplace: unpaid 9002 switches to card on its page and is paid with the saved card', async ({
  page,
}) => {
  await marketplace.open(page, 9002)
  await page.getByRole('button', { name: 'Pay by card instead' }).click()
  await expect(cards(page)).toBeVisible()
  await expect(fact(page, 'Payment', 'Method')).toHaveText('Credit card')
  await cards(page).getByRole('radio', { name: /1111/ }).check()
  await cards(page).getByRole('button', { name: 'Pay now' }).click()

  await expect(fact(page, 'Payment', 'Status')).toHaveText('Paid')
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  expect(await apiOrder(page, marketplace, 9002)).toMatchObject({
    status: 'undelivered',
    payment: { type: 'gmo_credit', status: 'paid' },
  })
})

test('live shop: a card order left unpaid (9103) is paid from its page; a declined card says so and another pays', async ({
  page,
}) => {
  await liveShop.open(page, 9103)
  await expect(fact(page, 'Payment', 'Status')).toHaveText('Not started')
  await cards(page).getByRole('radio', { name: /0002/ }).check()
  await cards(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText('The card was declined.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()

  await cards(page).getByRole('radio', { name: /1111/ }).check()
  await cards(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(fact(page, 'Payment', 'Status')).toHaveText('Paid')
  expect(await apiOrder(page, liveShop, 9103)).toMatchObject({
    status: 'undelivered',
    payment: { type: 'gmo_credit', status: 'paid' },
  })
})

test('live shop: a card order switches to the convenience store and gets FamilyMart numbers', async ({
  page,
}) => {
  await liveShop.open(page, 9103)
  await page.getByRole('button', { name: 'Pay at a convenience store instead' }).click()
  await expect(fact(page, 'Payment', 'Method')).toHaveText('Convenience store')
  await page.getByRole('button', { name: 'Get the payment number' }).click()
  await expect(page.getByRole('heading', { name: 'Pay at FamilyMart' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'How to pay at FamilyMart' })).toContainText(
    'multi-copy machine',
  )
  // Switching back is still possible while the numbers are open.
  await expect(page.getByRole('button', { name: 'Pay by card instead' })).toBeVisible()
})

test('an order in full: history, carrier and tracking, refund in words, printing', async ({
  page,
}) => {
  await liveShop.open(page, 9101)
  await expect(fact(page, 'Delivery', 'Carrier')).toHaveText('佐川急便')
  await expect(fact(page, 'Delivery', 'Tracking number')).toHaveText('3601-2345-6789')
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
  await expect(history).toHaveText([
    /Being placed$/,
    /Being placed → Awaiting payment$/,
    /Awaiting payment → Preparing to ship$/,
    /Preparing to ship → On its way$/,
  ])
  // Each moment to the second, as the order has it.
  const { histories } = await apiOrder(page, liveShop, 9101)
  await expect(history.locator('time')).toHaveText(histories.map((h) => shownDate(h.created_at)))
  await expect(page.getByRole('list', { name: 'Items in this order' }).locator('img')).toHaveCount(
    1,
  )

  await marketplace.open(page, 9004)
  await expect(page.getByText('The full amount has been refunded.')).toBeVisible()
  await expect(page.getByText('在庫切れのため', { exact: false })).toBeVisible()
  await marketplace.open(page, 9003)
  await expect(page.getByText('Being printed')).toBeVisible()
})

test('a page past the last lands on the last page, in both shops', async ({ page }) => {
  await marketplace.open(page, 9001)
  await page.goto('/stores/sakura-select/marketplace/orders?page=99&locale=en')
  await expect(page).toHaveURL(/[?&]page=1(&|$)/)
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(4)

  await page.goto('/17shop/orders?token=buyer-jp&page=99&locale=en')
  await expect(page).toHaveURL(/[?&]page=1(&|$)/)
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(3)
})

test('live shop: a new 3-D Secure card pays 9103 from its page and the buyer comes back to it, paid', async ({
  page,
}) => {
  await liveShop.open(page, 9103)
  await addCard(page, '4000000000003220')
  await cards(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/__sandbox\/pay\/3ds\/\d+$/)
  await page.getByRole('button', { name: 'Approve' }).click()
  // Back on the order's page in the buyer's language, the return's parameters dropped, the order
  // re-read: paid.
  await expect(page).toHaveURL(/\/17shop\/orders\/9103\?locale=en$/)
  await expect(fact(page, 'Payment', 'Status')).toHaveText('Paid')
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  expect(await apiOrder(page, liveShop, 9103)).toMatchObject({ payment: { status: 'paid' } })
})
