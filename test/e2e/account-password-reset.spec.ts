import { expect, test, type APIRequestContext } from './support/test'

const FORGET = '/stores/sakura-select/forget-password'

interface Mail {
  kind: string
  link: string
}

async function resetMails(request: APIRequestContext): Promise<Mail[]> {
  const answer = await request.get('/__sandbox/mailbox?to=member@example.com')
  const { mails } = (await answer.json()) as { mails: Mail[] }
  return mails.filter((mail) => mail.kind === 'reset_password')
}

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('a forgotten password is reset from the e-mailed link, and the new one logs in', async ({
  page,
  request,
}) => {
  await page.goto(`${FORGET}?locale=en`)
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('alert')).toContainText('If an account uses member@example.com')

  const [mail] = await resetMails(request)
  expect(mail?.link).toContain(`${FORGET}?token=`)
  await page.goto(mail!.link)
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()

  // Too short is caught here; the typed value stays for fixing.
  await page.getByLabel(/^New password/).fill('short')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('Use at least 8 characters.', { exact: true })).toBeVisible()
  await expect(page.getByLabel(/^New password/)).toHaveValue('short')

  await page.getByLabel(/^New password/).fill('NewPassw0rd!')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page).toHaveURL('/stores/sakura-select/account')
  await expect(
    page.getByText('Your password has been changed. Log in with the new one.'),
  ).toBeVisible()

  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('NewPassw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/stores/sakura-select/marketplace')

  // The link works once.
  await page.goto(mail!.link)
  await expect(page.getByText('This link no longer works')).toBeVisible()
})

test('an invalid link says so and offers to ask for a new one', async ({ page }) => {
  await page.goto(`${FORGET}?locale=en&token=reset-expired`)
  await expect(page.getByRole('alert')).toContainText('This link no longer works')
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(FORGET)
  await expect(page.getByRole('button', { name: 'Send the link' })).toBeVisible()
})

test('asking for the link needs a real e-mail address', async ({ page, request }) => {
  await page.goto(`${FORGET}?locale=en`)
  await page.getByLabel('E-mail address').fill('member.example.com')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('E-mail address')).toHaveValue('member.example.com')
  expect(await resetMails(request)).toHaveLength(0)
})
