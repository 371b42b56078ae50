import { expect, test, type Browser, type Page } from './support/test'
import { watchPageErrors } from './support/page-errors'
import { addMug, orderByCard, STORE } from './support/marketplace-checkout'
import { logInAsMember } from './support/member-login'

/**
 * A guest's order e-mail link opened in a browser that holds another session (a member, or
 * another guest): the page asks which of the two to keep, and never swaps them silently.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

// Each case is two whole journeys in two browsers (a guest orders and pays, then the other session
// opens the link), so it takes the time of two: past 30 s on a loaded two-core machine.
test.slow()

/** A guest orders the mug in a browser of their own; answers the order and its e-mail link. */
async function guestOrderLink(browser: Browser): Promise<{ id: number; link: string }> {
  const other = await browser.newContext()
  const page = await other.newPage()
  const id = await orderByCard(page)
  const answer = await page.request.get('/__sandbox/mailbox?to=hanako%40example.com')
  const { mails } = (await answer.json()) as { mails: { link: string; order_id?: number }[] }
  const mail = mails.find((m) => m.order_id === id)!
  await other.close()
  return { id, link: mail.link }
}

const phone = { viewport: { width: 390, height: 844 } }
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('a member opens a guest order link: asked in Japanese, stays logged in, then logs out to open it', async ({
  browser,
}) => {
  const order = await guestOrderLink(browser)
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  const errors = watchPageErrors(page)
  await logInAsMember(page)

  await page.goto(`${order.link}&locale=ja`)
  // The key leaves the address at once, even while the choice waits.
  await expect(page).toHaveURL(new RegExp(`${STORE}/orders/${order.id}\\?locale=ja$`))
  await expect(heading(page)).toHaveText('この注文はアカウントなしで行われました')
  await expect(page.getByText('member@example.com でログインしています。')).toBeVisible()
  await page.getByRole('button', { name: 'ログインしたままにする' }).click()
  await expect(page).toHaveURL(new RegExp(`${STORE}(\\?.*)?$`))
  // Still the member: the order list opens without a login.
  await page.goto(`${STORE}/orders`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文履歴')

  // Again, by keyboard this time: the heading has focus, the first Tab reaches "log out and open".
  await page.goto(`${order.link}&locale=ja`)
  await expect(heading(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'ログアウトして注文を開く' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(heading(page)).toContainText(String(order.id))
  await expect(page.getByRole('link', { name: '買い物を続ける' })).toBeVisible()
  await expect(page.getByRole('link', { name: '注文履歴に戻る' })).toHaveCount(0)
  // The member is logged out: their order list asks for a login now.
  await page.goto(`${STORE}/orders`)
  await expect(page).toHaveURL(/\/stores\/sakura-select\/account\?redirect=/)
  expect(errors).toEqual([])
  await context.close()
})

test('another guest opens a guest order link: told their cart stays behind, and keeps it when they choose to', async ({
  browser,
}) => {
  const order = await guestOrderLink(browser)
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  await addMug(page)

  await page.goto(`${order.link}&locale=en`)
  await expect(heading(page)).toHaveText('This order was placed without an account')
  await expect(
    page.getByText('Your current cart belongs to the guest session you leave'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Keep my current cart' }).click()
  await expect(page).toHaveURL(new RegExp(`${STORE}(\\?.*)?$`))
  // The mug is still in this browser's cart.
  await page.goto(`${STORE}/checkout?locale=en`)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeChecked()

  await page.goto(`${order.link}&locale=en`)
  const cart = page.getByRole('link', { name: /^Cart/ })
  await expect(cart).toHaveText(/1 item/)
  await page.getByRole('button', { name: 'Switch and open the order' }).click()
  await expect(heading(page)).toContainText(String(order.id))
  // The mug stayed with the session left behind: the order's guest has an empty cart.
  await expect(cart).toHaveText('Cart')
  await context.close()
})
