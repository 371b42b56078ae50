import { expect, test, type APIRequestContext, type Page } from './support/test'

const REGISTER = '/stores/sakura-select/account/register?locale=en'

interface Mail {
  to: string
  kind: string
  link: string
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const answer = await request.get(`/__sandbox/mailbox?to=${encodeURIComponent(to)}`)
  return ((await answer.json()) as { mails: Mail[] }).mails
}

async function fillRegister(page: Page, email: string, password: string) {
  await page.getByLabel('Last name').fill('山田')
  await page.getByLabel('First name').fill('花子')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Register' }).click()
}

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('registering sends the verification e-mail, which can be sent again', async ({
  page,
  request,
}) => {
  await page.goto(REGISTER)
  await fillRegister(page, 'hanako@example.com', 'sakura2026')

  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused()
  await expect(page.getByText('We sent a link to hanako@example.com.')).toBeVisible()
  const first = await mailsTo(request, 'hanako@example.com')
  expect(first).toHaveLength(1)
  expect(first[0]).toMatchObject({ kind: 'verification' })
  // The link confirms the address and leads on to this store's login tab.
  expect(decodeURIComponent(first[0]!.link)).toContain('/stores/sakura-select/account')

  await page.getByRole('button', { name: 'Send the e-mail again' }).click()
  await expect(page.getByText('We sent the e-mail again to hanako@example.com.')).toBeVisible()
  expect(await mailsTo(request, 'hanako@example.com')).toHaveLength(2)

  // Following the link lands on the login tab, where the new account can log in.
  await page.goto(first[0]!.link)
  await expect(page).toHaveURL(/\/stores\/sakura-select\/account/)
  await expect(
    page.getByText('Your e-mail address is verified. Log in to start shopping.'),
  ).toBeVisible()
  await page.getByLabel('E-mail address').fill('hanako@example.com')
  await page.getByLabel('Password').fill('sakura2026')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/stores/sakura-select/marketplace')
})

test('an e-mail that already has an account is refused and everything typed stays', async ({
  page,
  request,
}) => {
  await page.goto(REGISTER)
  await fillRegister(page, 'member@example.com', 'another-pass')

  const email = page.getByLabel('E-mail address')
  await expect(
    page.getByText('An account already uses this e-mail address. Log in, or use another address.'),
  ).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('member@example.com')
  await expect(page.getByLabel('Last name')).toHaveValue('山田')
  await expect(page.getByLabel('First name')).toHaveValue('花子')
  await expect(page.getByLabel('Password')).toHaveValue('another-pass')
  expect(await mailsTo(request, 'member@example.com')).toHaveLength(0)
})

test('a short password and missing names are caught before sending', async ({ page }) => {
  await page.goto(REGISTER)
  await page.getByLabel('E-mail address').fill('short@example.com')
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Register' }).click()

  await expect(page.getByLabel('Last name')).toBeFocused()
  await expect(page.getByText('Please fill this in.')).toHaveCount(2)
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('short')
})

test('the register tab keeps where the visitor was going', async ({ page }) => {
  await page.goto(
    '/stores/sakura-select/account?locale=en&redirect=%2Fstores%2Fsakura-select%2Fmarketplace%2Forders',
  )
  const tabs = page.getByRole('navigation', { name: 'Log in or register' })
  await tabs.getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/account\/register\?.*redirect=/)
  await expect(tabs.getByRole('link', { name: 'Register' })).toHaveAttribute('aria-current', 'page')
  await tabs.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(
    /\/account\?.*redirect=%2Fstores%2Fsakura-select%2Fmarketplace%2Forders/,
  )
})
