import { expect, test, type BrowserContext, type Page } from './support/test'
import { STORE, addMug, stepUrl, toShippingStep } from './support/marketplace-checkout'
import { sandboxWrites } from './support/sandbox'
import { addFromStream, toShippingStep as liveToShippingStep } from './support/live-checkout'

/**
 * One person per screen (docs/reliability.md#one-person-per-screen): another tab's login or
 * logout is followed, a write never goes out under another person's session, and a saved
 * checkout is restored only for the person it was saved for. Two pages of one context are two
 * tabs of one browser: they share local storage, cookies and the `storage` event.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const PROFILE = '/stores/sakura-select/member/profile?locale=en'
const SWITCHED = 'You logged in or out in another tab'
const HELD_BACK = 'Not sent: the account logged in on this phone changed in another tab'
// The fixtures' two members (sandbox/db/FIXTURES.md): user 1 and user 14.
const MEMBER = { email: 'member@example.com', id: 1, lastName: '佐藤', firstName: '花子' }
const WALLET = { email: 'wallet@example.com', id: 14, lastName: '中村', firstName: '真央' }

async function logIn(page: Page, email: string) {
  await page.goto('/stores/sakura-select/account?locale=en')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()
}

/** Tab A logged in as the first member; tab B on that member's profile. */
async function twoTabsOnTheProfile(context: BrowserContext, page: Page) {
  await logIn(page, MEMBER.email)
  const other = await context.newPage()
  await other.goto(PROFILE)
  await expect(other.getByText(`Logged in as ${MEMBER.email}`)).toBeVisible()
  await expect(nameForm(other).getByLabel('Last name')).toHaveValue(MEMBER.lastName)
  return other
}

/**
 * Tab A logged in as the first member; tab B on that member's profile, hearing no `storage`
 * event (as when it comes late): only its own write can find another tab's change.
 */
async function deafTabOnTheProfile(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    if (window.name === 'deaf') {
      window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true)
    }
  })
  await logIn(page, MEMBER.email)
  const tabB = await context.newPage()
  await tabB.goto('about:blank')
  await tabB.evaluate(() => (window.name = 'deaf'))
  await tabB.goto(PROFILE)
  await expect(nameForm(tabB).getByLabel('Last name')).toHaveValue(MEMBER.lastName)
  return tabB
}

const nameForm = (page: Page) => page.getByRole('form', { name: 'Name and phone' })

/** In tab A: log out from the profile, then log in as the second member. */
async function switchToWallet(page: Page) {
  await page.goto(PROFILE)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden()
  await logIn(page, WALLET.email)
}

/** No profile write under the second member carries the first member's names. */
async function expectNoWriteOfTheFirstMemberUnderTheSecond(page: Page) {
  const writes = await sandboxWrites(page)
  const underWallet = writes.filter((write) => write.user_id === WALLET.id)
  for (const write of underWallet) {
    expect(JSON.stringify(write.body)).not.toContain(MEMBER.firstName)
    expect(JSON.stringify(write.body)).not.toContain(MEMBER.lastName)
  }
}

test('a tab on the profile follows another tab’s logout and login, so a save is the new member’s own', async ({
  context,
  page,
}) => {
  const tabB = await twoTabsOnTheProfile(context, page)
  await switchToWallet(page)

  // Tab B, without a press: rebuilt for the second member, saying why.
  await expect(tabB.getByText(SWITCHED)).toBeVisible()
  await expect(tabB.getByText(`Logged in as ${WALLET.email}`)).toBeVisible()
  await expect(nameForm(tabB).getByLabel('Last name')).toHaveValue(WALLET.lastName)
  await expect(nameForm(tabB).getByLabel('First name')).toHaveValue(WALLET.firstName)

  await nameForm(tabB).getByLabel('Phone number').fill('090-2222-3333')
  await nameForm(tabB).getByRole('button', { name: 'Save name and phone' }).click()
  await expect(tabB.getByText('Your name and phone number have been saved.')).toBeVisible()
  await expectNoWriteOfTheFirstMemberUnderTheSecond(page)
  const saved = (await sandboxWrites(page)).filter((write) => write.path === '/api/v2/me')
  expect(saved).toHaveLength(1)
  expect(saved[0]).toMatchObject({
    user_id: WALLET.id,
    body: { last_name: WALLET.lastName, first_name: WALLET.firstName },
  })
})

test('a save from a tab that has not heard of another tab’s login is not sent, and the tab reads the session again', async ({
  context,
  page,
}) => {
  const tabB = await deafTabOnTheProfile(context, page)

  await switchToWallet(page)
  // Still the first member's screen: it has not heard.
  await expect(tabB.getByText(`Logged in as ${MEMBER.email}`)).toBeVisible()
  await nameForm(tabB).getByLabel('Phone number').fill('090-2222-3333')
  await nameForm(tabB).getByRole('button', { name: 'Save name and phone' }).click()

  await expect(tabB.getByText(SWITCHED)).toBeVisible()
  await expect(tabB.getByText(`Logged in as ${WALLET.email}`)).toBeVisible()
  await expect(nameForm(tabB).getByLabel('Last name')).toHaveValue(WALLET.lastName)
  const profileWrites = (await sandboxWrites(page)).filter((write) => write.path === '/api/v2/me')
  expect(profileWrites).toEqual([])
  await expectNoWriteOfTheFirstMemberUnderTheSecond(page)
})

test('a save held back because the account on the device changed says so in the form, which keeps what was typed', async ({
  context,
  page,
}) => {
  const tabB = await deafTabOnTheProfile(context, page)

  // The same member, with a new session: the token tab B took is not the one stored now.
  await page.goto(PROFILE)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden()
  await logIn(page, MEMBER.email)

  await nameForm(tabB).getByLabel('Phone number').fill('090-4444-5555')
  await nameForm(tabB).getByRole('button', { name: 'Save name and phone' }).click()
  await expect(nameForm(tabB).getByRole('alert')).toContainText(HELD_BACK)
  await expect(nameForm(tabB).getByLabel('Phone number')).toHaveValue('090-4444-5555')
  await expect(tabB.getByText(SWITCHED)).toBeHidden()
  expect((await sandboxWrites(page)).filter((write) => write.path === '/api/v2/me')).toEqual([])

  // The tab has taken the session stored now: the same save goes, as the same member.
  await nameForm(tabB).getByRole('button', { name: 'Save name and phone' }).click()
  await expect(tabB.getByText('Your name and phone number have been saved.')).toBeVisible()
  const saved = (await sandboxWrites(page)).filter((write) => write.path === '/api/v2/me')
  expect(saved).toHaveLength(1)
  expect(saved[0]).toMatchObject({ user_id: MEMBER.id, body: { phone_number: '090-4444-5555' } })
})

test('a saved checkout is the member’s own: another member logging in on the tab after a 401 starts from their own cart', async ({
  page,
}) => {
  await logIn(page, MEMBER.email)
  await addMug(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  await expect(page.getByRole('radio', { name: /千代田/ })).toBeChecked()
  const memberPricing = (await sandboxWrites(page)).filter(
    (write) => write.path === '/api/v2/carts/pricing' && write.user_id === MEMBER.id,
  )
  expect(memberPricing.length).toBeGreaterThan(0)

  // The server ends the session; the login page comes, and the other member logs in.
  await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/v2/carts/pricing', status: 401, body: {}, times: 1 },
  })
  await page.getByRole('radio', { name: /^Card/ }).click()
  await expect(page).toHaveURL(/\/stores\/sakura-select\/account\?redirect=/)
  await page.getByLabel('E-mail address').fill(WALLET.email)
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()

  // The second member's own (empty) cart, never the first member's step, contact or items.
  await expect(page).toHaveURL(stepUrl('step-category'))
  await expect(page.getByText('We could not calculate the total')).toBeHidden()
  await expect(page.getByText('Your cart in this store is empty.')).toBeVisible()
  const values = await page
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  expect(values).not.toContain(MEMBER.email)
  const underWallet = (await sandboxWrites(page)).filter((write) => write.user_id === WALLET.id)
  expect(underWallet.filter((write) => write.path === '/api/v2/carts/pricing')).toEqual([])
})

test('a resumed checkout takes contact from the profile as it is now: a phone changed in another tab shows', async ({
  context,
  page,
}) => {
  await logIn(page, MEMBER.email)
  await addMug(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  const phone = page.getByRole('group', { name: 'Your contact details' }).getByLabel('Phone number')
  await expect(phone).not.toHaveValue('090-7777-8888')

  const tabB = await context.newPage()
  await tabB.goto(PROFILE)
  await nameForm(tabB).getByLabel('Phone number').fill('090-7777-8888')
  await nameForm(tabB).getByRole('button', { name: 'Save name and phone' }).click()
  await expect(tabB.getByText('Your name and phone number have been saved.')).toBeVisible()

  // The saved checkout is resumed on a reload, with the profile read again.
  await page.reload()
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await expect(page.getByRole('radio', { name: /^Delivery(?!,)/ })).toBeChecked()
  await expect(phone).toHaveValue('090-7777-8888')
  await expect(
    page.getByRole('group', { name: 'Your contact details' }).getByLabel('E-mail address'),
  ).toHaveValue(MEMBER.email)
})

test('another tab’s add to cart shows in this tab’s cart count at once', async ({
  context,
  page,
}) => {
  const tabB = await context.newPage()
  await tabB.goto(`${STORE}?locale=en`)
  const count = tabB.getByRole('link', { name: /^Cart/ })
  await expect(count).toHaveAccessibleName('Cart')

  await addMug(page)
  await expect(count).toHaveAccessibleName('Cart (1 item)')
  await addMug(page)
  await expect(count).toHaveAccessibleName('Cart (2 items)')
})

const LIVE_JP = { email: 'buyer-jp@example.com', phone: '08011112222' }
const LIVE_LINK = '/17shop/checkout/step-category?liver_id=1001&stream_id=7001&locale=en'

/** The values of every input on the page. */
const inputValues = (page: Page) =>
  page
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

test('live shop: another buyer’s link opened on the tab starts their checkout, never the previous buyer’s contact', async ({
  page,
}) => {
  await addFromStream(page, 'en')
  await liveToShippingStep(page, 'en')
  const contact = page.getByRole('group', { name: 'Your contact details' })
  await expect(contact.getByLabel('E-mail address')).toHaveValue(LIVE_JP.email)

  await page.goto(
    '/17shop/checkout/step-shipping-and-payment?token=buyer-wallet&liver_id=1001&stream_id=7001&locale=en',
  )
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-category\?/)
  await expect(page.getByText('万能だれ')).toBeHidden()
  const values = await inputValues(page)
  expect(values).not.toContain(LIVE_JP.email)
  expect(values).not.toContain(LIVE_JP.phone)
})

test('live shop: a tab follows another tab’s sign-on as another buyer, and sends nothing for the first', async ({
  context,
  page,
}) => {
  await addFromStream(page, 'en')
  const tabB = await context.newPage()
  await tabB.goto(LIVE_LINK)
  await expect(tabB.getByText('万能だれ').first()).toBeVisible()

  await page.goto(
    '/17shop/buyer/livers/1001?token=buyer-wallet&post_id=5001&stream_id=7001&locale=en',
  )
  await expect(page).not.toHaveURL(/token=/)

  await expect(tabB.getByText(SWITCHED)).toBeVisible()
  // The second buyer's own cart: empty.
  await expect(tabB.getByText('万能だれ')).toBeHidden()
  const underWallet = (await sandboxWrites(page)).filter((write) => write.user_id === WALLET.id)
  expect(underWallet.filter((write) => write.path.startsWith('/api/v1/17shop/'))).toEqual(
    underWallet.filter((write) => write.path === '/api/v1/17shop/buyer/login'),
  )
})

test('live shop: another tab’s add to cart shows in this tab’s cart count at once', async ({
  context,
  page,
}) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001&locale=en')
  await expect(page).not.toHaveURL(/token=/)
  const tabB = await context.newPage()
  await tabB.goto('/17shop/buyer/livers/1001/shop-products?post_id=5001&locale=en')
  const count = tabB
    .locator('.live-liver-shop__actions')
    .getByRole('link', { name: /^Cart and checkout/ })
  await expect(count).toHaveAccessibleName('Cart and checkout (0 items in the cart)')

  // Tab A adds two, then one more; tab B is not touched.
  await page.getByRole('link', { name: '北海道産 いくら醤油漬け' }).click()
  await page.getByRole('radio', { name: /500g/ }).check()
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(count).toHaveAccessibleName('Cart and checkout (2 items in the cart)')
  await page.getByRole('textbox', { name: 'Quantity' }).fill('1')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(count).toHaveAccessibleName('Cart and checkout (3 items in the cart)')
})
