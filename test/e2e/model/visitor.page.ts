/**
 * The visitor alphabet played in Chromium, in English, in sakura-select: every act by the store
 * bar's links (the page never reloads, so the machine lives on), the session calls' answers
 * arranged in the sandbox, and what the store bar, the login form and the add form show.
 */
import { expect, type Page } from '@playwright/test'
import type { VisitorContext } from '../../../machines/visitor/visitor.machine'
import { STORE } from '../support/marketplace-checkout'
import { fault } from '../support/sandbox'
import type { Realization, StepArgs } from './run-paths'

const ME = '/api/v2/live-web/me'
const ctx = (args: StepArgs) => args.snapshot.context as VisitorContext
const bar = (page: Page) => page.getByRole('navigation', { name: 'Store' })
const addForm = (page: Page) => page.getByRole('form', { name: 'Add to cart' })
const logInButton = (page: Page) => page.getByRole('button', { name: 'Log in' }).last()

const LOGIN_MESSAGES: Record<string, RegExp> = {
  EMAIL_OR_PASSWORD_INCORRECT: /The e-mail address or password is incorrect/,
  NETWORK: /connection|reach/,
  UNKNOWN: /We could not log you in/,
}

const noAnswer = (page: Page, method: string, path: string) =>
  fault(page, { method, path, network: 'abort' })

export const visitorPage: Realization = {
  inputName: () => 'a fresh browser',
  start: async (page) => {
    await page.goto(`${STORE}/products/3001?locale=en`)
  },
  acts: {
    'add the mug to the cart': async ({ page }) => {
      if (!/\/products\/3001/.test(page.url())) {
        await bar(page).getByRole('link').first().click()
        await page.locator(`a[href*="/products/3001"]`).first().click()
      }
      await addForm(page).getByRole('radio', { name: /藍/ }).check()
      await addForm(page).getByRole('button', { name: 'Add to cart' }).click()
    },
    // A wrong password where the server is to refuse it: its own answer, not a fault.
    'log in': async ({ page, later }) => {
      await bar(page).getByRole('link', { name: 'Log in' }).click()
      await page.getByLabel('E-mail address').fill('member@example.com')
      const refused = later[0] === 'password refused'
      await page.getByLabel('Password').fill(refused ? 'wrong-password' : 'Passw0rd!')
      await logInButton(page).click()
    },
    'log out': async ({ page }) => {
      await bar(page).getByRole('link', { name: 'Profile' }).click()
      await page.getByRole('button', { name: 'Log out' }).click()
    },
    // The server has ended the session: the next call answers 401.
    'session ends': async ({ page }) => {
      await fault(page, {
        method: 'GET',
        path: '/api/v2/stores/*/orders/buyer',
        status: 401,
        body: { code: 'UNAUTHENTICATED' },
      })
      await bar(page).getByRole('link', { name: 'Orders' }).click()
    },
  },
  results: {
    // No token, no call: the app knows without asking.
    nobody: async () => ({ holds: false }),
    'the member': ({ page }) => fault(page, { method: 'GET', path: ME }),
    'the member, and the guest': ({ page }) => fault(page, { method: 'GET', path: ME }),
    'still the guest': ({ page }) => fault(page, { method: 'GET', path: ME }),
    'session unreadable': ({ page }) => noAnswer(page, 'GET', ME),
    'guest made': ({ page }) => fault(page, { method: 'POST', path: '/api/v2/guest/token' }),
    'guest not made': ({ page }) => noAnswer(page, 'POST', '/api/v2/guest/token'),
    'logged in': ({ page }) => fault(page, { method: 'POST', path: '/api/v2/auth/user/login' }),
    'password refused': async () => ({ holds: false }),
  },
  states: {
    loading: ({ page }) => expect(page).toHaveURL(/sakura-select/),
    ghost: async (args) => {
      const { page } = args
      const { loginError, guestError } = ctx(args)
      await expect(bar(page).getByRole('link', { name: 'Log in' })).toBeVisible()
      await expect(bar(page).getByRole('link', { name: /^Cart/ })).toHaveText('Cart')
      if (loginError !== null && /\/account/.test(page.url())) {
        await expect(page.getByText(LOGIN_MESSAGES[loginError]!).first()).toBeVisible()
      }
      if (guestError !== null && /\/products\//.test(page.url())) {
        await expect(addForm(page)).toContainText('We could not reach the shop')
      }
    },
    creatingGuest: ({ page }) =>
      expect(addForm(page).getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    guest: async ({ page }) => {
      await expect(bar(page).getByRole('link', { name: 'Log in' })).toBeVisible()
      // The guest's own cart: the mug it added.
      await expect(bar(page).getByRole('link', { name: /^Cart/ })).toContainText('1')
    },
    'loggingIn.authenticating': ({ page }) =>
      expect(logInButton(page)).toHaveAttribute('aria-busy', 'true'),
    'loggingIn.readingSession': ({ page }) =>
      expect(logInButton(page)).toHaveAttribute('aria-busy', 'true'),
    member: ({ page }) => expect(bar(page).getByRole('link', { name: 'Profile' })).toBeVisible(),
    // The profile is gone at once; who is left is being asked.
    loggingOut: ({ page }) => expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0),
  },
  screen: (snapshot) => {
    const c = snapshot.context as VisitorContext
    if (!['ghost', 'guest', 'member'].some((state) => snapshot.matches(state))) return null
    return `visitor ${JSON.stringify(snapshot.value)}, ${c.loginError ?? c.guestError ?? 'no message'}`
  },
}
