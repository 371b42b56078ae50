import { expect, test, type Page } from './support/test'

const LOGIN = '/stores/sakura-select/account'
const STORE_TOP = '/stores/sakura-select/marketplace'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

async function openLogin(page: Page, search = '') {
  await page.goto(`${LOGIN}?locale=en${search}`)
  await expect(page.getByRole('heading', { name: 'Log in', level: 2 })).toBeVisible()
}

function memberToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('storefront:token.consumer'))
}

test('a member logs in with e-mail and password and lands on the store top', async ({ page }) => {
  await openLogin(page)
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()

  await expect(page).toHaveURL(STORE_TOP)
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible()
  expect(await memberToken(page)).toContain('"value"')
})

test('a wrong password is refused with a message, and what was typed stays', async ({ page }) => {
  await openLogin(page)
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()

  await expect(page.getByRole('alert')).toHaveText(
    'The e-mail address or password is incorrect. Check them and try again.',
  )
  await expect(page.getByLabel('E-mail address')).toHaveValue('member@example.com')
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password')
  await expect(page).toHaveURL(`${LOGIN}?locale=en`)
  expect(await memberToken(page)).toBeNull()
})

test('an unknown e-mail gets the same refusal', async ({ page }) => {
  await openLogin(page)
  await page.getByLabel('E-mail address').fill('nobody@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is incorrect')
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com')
})

test('an e-mail that is not one is caught before anything is sent', async ({ page }) => {
  await openLogin(page)
  const logins: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/auth/user/login')) logins.push(request.url())
  })
  await page.getByLabel('E-mail address').fill('member@example')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()

  const email = page.getByLabel('E-mail address')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible()
  await expect(email).toHaveValue('member@example')
  expect(logins).toEqual([])
})

test('a passport token in the link logs in on arrival', async ({ page }) => {
  await page.goto(`${LOGIN}?locale=en&passport_token=passport-member`)
  await expect(page).toHaveURL(STORE_TOP)
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible()
})

test('an expired passport token says so and leaves the form to log in by password', async ({
  page,
}) => {
  await page.goto(`${LOGIN}?locale=en&passport_token=passport-expired`)
  await expect(page.getByRole('alert')).toHaveText(
    'This login link has expired or is not valid. Log in with your e-mail address and password instead.',
  )
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(STORE_TOP)
})

test('login returns to the in-app page it was asked to, and never to another site', async ({
  page,
}) => {
  await openLogin(page, '&redirect=%2Fstores%2Fsakura-select%2Fmember%2Fprofile')
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/stores/sakura-select/member/profile')

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(STORE_TOP)
  await openLogin(page, '&redirect=%2F%2Fevil.example%2Fsteal')
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(STORE_TOP)
})

test('logging in works with the keyboard alone', async ({ page }) => {
  await openLogin(page)
  // From the top of the page: Tab until the e-mail field has focus, as a keyboard user would.
  const email = page.getByLabel('E-mail address')
  for (
    let presses = 0;
    presses < 20 && !(await email.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(email).toBeFocused()
  await page.keyboard.type('member@example.com')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.type('Passw0rd!')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(STORE_TOP)
})

test('the login tab by its name, as old links write it, logs in and goes where the link said', async ({
  page,
}) => {
  await page.goto(`${LOGIN}/login?locale=en&redirect=/stores/sakura-select/member/profile`)
  await expect(page.getByRole('heading', { name: 'Log in', level: 2 })).toBeVisible()
  await expect(page).toHaveURL(/\/stores\/sakura-select\/account\?/)
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()

  await expect(page).toHaveURL('/stores/sakura-select/member/profile')
})
