import { expect, test, type Page } from './support/test'

const PROFILE = '/stores/sakura-select/member/profile'

test.beforeEach(async ({ page, request }) => {
  await request.post('/__sandbox/reset')
  // The sandbox's ready member session (FIXTURES.md), kept the way the app keeps its token.
  await page.goto('/stores/sakura-select/marketplace?locale=en')
  await page.evaluate(() =>
    localStorage.setItem(
      'storefront:token.consumer',
      JSON.stringify({ value: 'session-member', expiresAt: Date.UTC(9999, 0) }),
    ),
  )
  await page.goto(PROFILE)
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
})

function passwordForm(page: Page) {
  return page.getByRole('form', { name: 'Change password' })
}

test('name and phone are saved together and still there after a reload', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Name and phone' })
  await form.getByLabel('Last name').fill('佐藤')
  await form.getByLabel('First name').fill('健')
  await form.getByLabel('Phone number').fill('090-1234-5678')
  await form.getByRole('button', { name: 'Save name and phone' }).click()
  await expect(page.getByText('Your name and phone number have been saved.')).toBeVisible()

  await page.reload()
  await expect(form.getByLabel('Last name')).toHaveValue('佐藤')
  await expect(form.getByLabel('First name')).toHaveValue('健')
  await expect(form.getByLabel('Phone number')).toHaveValue('090-1234-5678')
})

test('a phone number that is not one is caught, and what was typed stays', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Name and phone' })
  await form.getByLabel('Phone number').fill('call me')
  await form.getByRole('button', { name: 'Save name and phone' }).click()
  await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Enter a Japanese phone number, such as 090-1234-5678')).toBeVisible()
  await expect(form.getByLabel('Phone number')).toHaveValue('call me')
})

test('the age answer is saved on its own', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Age check' })
  await expect(form.getByLabel('Are you 20 or over?')).toHaveValue('')
  await form.getByLabel('Are you 20 or over?').selectOption({ label: 'Yes, I am 20 or over' })
  await form.getByRole('button', { name: 'Save age answer' }).click()
  await expect(page.getByText('Your age answer has been saved.')).toBeVisible()

  await page.reload()
  await expect(form.getByLabel('Are you 20 or over?')).toHaveValue('adult')
})

test('each refusal of a password change shows on the field it is about', async ({ page }) => {
  const form = passwordForm(page)
  const current = form.getByLabel('Current password')
  const next = form.getByLabel('New password')
  const submit = form.getByRole('button', { name: 'Change password' })

  await submit.click()
  await expect(form.getByText('Enter your current password.')).toBeVisible()
  await expect(current).toHaveAttribute('aria-invalid', 'true')

  await current.fill('Passw0rd!')
  await submit.click()
  await expect(form.getByText('Enter a new password.')).toBeVisible()
  await expect(next).toHaveAttribute('aria-invalid', 'true')

  await next.fill('short')
  await submit.click()
  await expect(
    form.getByText('The new password is too short. Use at least 8 characters.'),
  ).toBeVisible()
  await expect(next).toHaveValue('short')

  await current.fill('not-my-password')
  await next.fill('NewPassw0rd!')
  await submit.click()
  await expect(form.getByText('This is not your current password.')).toBeVisible()
  await expect(current).toBeFocused()
  await expect(current).toHaveValue('not-my-password')

  await current.fill('Passw0rd!')
  await submit.click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(current).toHaveValue('')
})

test('logging out leaves the profile for the store top as a visitor', async ({ page }) => {
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/stores/sakura-select/marketplace')
  await expect(page.getByText('You have logged out.')).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('storefront:token.consumer'))).toBeNull()
})
