import { expect, type Page } from '@playwright/test'

/** Logs member@example.com (FIXTURES.md) in on sakura-select's login tab, in English. */
export async function logInAsMember(page: Page) {
  await page.goto('/stores/sakura-select/account?locale=en')
  await page.getByLabel('E-mail address').fill('member@example.com')
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByRole('button', { name: 'Log in' }).click()
  // Logged in once the login page has sent the member on (its form is gone).
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()
}
