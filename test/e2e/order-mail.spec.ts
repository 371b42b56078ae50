import { expect, test, type Page } from './support/test'
import { readyToOrderByCard, STORE, typeCard } from './support/marketplace-checkout'
import { watchPageErrors } from './support/page-errors'
import { sandboxOrders, type SandboxOrder } from './support/sandbox'

/**
 * The order e-mail (docs/sandbox.md, the mailbox): a guest whose checkout answer was lost still
 * finds the order, from the e-mail's link, in another browser, and pays for it; never a second
 * order.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

interface Mail {
  kind: string
  link: string
  order_id?: number
}

/** The order page's payment status, as the buyer reads it. */
const paymentStatus = (page: Page) =>
  page
    .getByRole('region', { name: 'Payment' })
    .locator('dt', { hasText: /^Status$/ })
    .locator('+ dd')

async function orderMails(page: Page, to: string): Promise<Mail[]> {
  const answer = await page.request.get(`/__sandbox/mailbox?to=${encodeURIComponent(to)}`)
  return ((await answer.json()) as { mails: Mail[] }).mails.filter((mail) => mail.kind === 'order')
}

test('a lost checkout answer, then the order found through its e-mail link in another browser and paid once', async ({
  page,
  browser,
}) => {
  await readyToOrderByCard(page)
  // The order is made, and its answer never arrives.
  const lost = await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/v2/checkout', network: 'abort', when: 'after', times: 1 },
  })
  expect(lost.ok()).toBe(true)
  await page.getByRole('button', { name: 'Place the order' }).click()

  await expect.poll(async () => (await orderMails(page, 'hanako@example.com')).length).toBe(1)
  const [mail] = await orderMails(page, 'hanako@example.com')
  const [order] = (await sandboxOrders(page)) as (SandboxOrder & { slug: string })[]
  expect(mail!.order_id).toBe(order!.id)

  // The buyer's phone: no session of this shop at all.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const elsewhere = await phone.newPage()
  const errors = watchPageErrors(elsewhere)
  await elsewhere.goto(`${mail!.link}&locale=en`)
  // The key has done its work and leaves the address.
  await expect(elsewhere).toHaveURL(new RegExp(`${STORE}/orders/${order!.id}\\?locale=en$`))
  await expect(elsewhere.getByRole('heading', { level: 1 })).toContainText(order!.slug)
  await expect(elsewhere.getByRole('link', { name: 'Continue shopping' })).toBeVisible()

  await expect(paymentStatus(elsewhere)).not.toHaveText('Paid')
  await typeCard(elsewhere, '4111111111111111')
  const cards = elsewhere.getByRole('group', { name: 'Pay by card' })
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()
  await cards.getByRole('button', { name: 'Pay now' }).click()
  await expect(paymentStatus(elsewhere)).toHaveText('Paid')
  await expect(cards.getByRole('button', { name: 'Pay now' })).toHaveCount(0)

  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.payment).toMatchObject({ type: 'gmo_credit', status: 'paid' })
  expect(errors).toEqual([])
  await phone.close()
})

test('an order e-mail link with a key that is not the order’s opens nothing: the buyer is asked to log in', async ({
  page,
}) => {
  await page.goto(`${STORE}/orders/9001?key=order_00000000-0000-0000-0000-000000000000&locale=en`)
  await expect(page).toHaveURL(/\/stores\/sakura-select\/account\?redirect=/)
  await expect(page.getByText('9001')).toHaveCount(0)
})
