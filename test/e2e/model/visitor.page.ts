/**
 * The visitor alphabet played in Chromium, in English, in sakura-select: every act by the store
 * bar's links (the page never reloads, so the machine lives on) but the guest order's e-mail
 * link, which opens in a page load as a person's would (the machine starts again, and the tokens
 * the browser holds give it back who it was); the session calls' answers arranged in the sandbox,
 * and what the store bar, the login form, the add form and the order page show.
 */
import { expect, type Page } from '@playwright/test'
import type { VisitorContext } from '../../../machines/visitor/visitor.machine'
import { STORE } from '../support/marketplace-checkout'
import { fault, heldFault } from '../support/sandbox'
import type { Realization, StepArgs } from './run-paths'
import { GUEST_ORDER } from './visitor.alphabet'

const ME = '/api/v2/live-web/me'
const ctx = (args: StepArgs) => args.snapshot.context as VisitorContext
const bar = (page: Page) => page.getByRole('navigation', { name: 'Store' })
const addForm = (page: Page) => page.getByRole('form', { name: 'Add to cart' })
const logInButton = (page: Page) => page.getByRole('button', { name: 'Log in' }).last()
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const logOutButton = (page: Page) => page.getByRole('button', { name: 'Log out', exact: true })
const CLAIM = `/api/v2/guest/orders/${GUEST_ORDER.orderId}/access`
const ORDER_PAGE = new RegExp(`${STORE}/orders/${GUEST_ORDER.orderId}`)
const NOT_FOUND = /\/error\/not-found/
/** The store bar, from the not-found page (outside the store) by its link to the store. */
const storeBar = async (page: Page) => {
  if (NOT_FOUND.test(page.url()))
    await page.getByRole('link', { name: 'Go to the store top' }).click()
  return bar(page)
}
/** The order's guest: its own ready guest (fixtures, guest 1), whose cart is empty. */
const ORDER_GUEST_ID = 1

const LOGIN_MESSAGES: Record<string, RegExp> = {
  EMAIL_OR_PASSWORD_INCORRECT: /The e-mail address or password is incorrect/,
  NETWORK: /connection|reach/,
  UNKNOWN: /We could not log you in/,
}

const noAnswer = (page: Page, method: string, path: string) =>
  heldFault(page, { method, path, network: 'abort' })

/** The page's latest session and cart calls: which tokens each carried, and what came back. */
const calls = new WeakMap<Page, string[]>()
const SESSION_CALL = /\/api\/v2\/(live-web\/me|stores\/[^/]+\/carts$|guest\/|auth\/)/
function recordCalls(page: Page) {
  const log: string[] = []
  calls.set(page, log)
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname
    if (!SESSION_CALL.test(path)) return
    const headers = request.headers()
    const who = [
      headers['authorization'] ? 'member' : '',
      headers['x-guest-authorization']?.slice(-6) ?? '',
    ]
    const call = `${request.method()} ${path} [${who.join(' ')}]`
    // A body the browser has let go (the page navigated meanwhile) is left out, never thrown:
    // the record must not fail the test it is there to explain.
    void request.response().then(
      async (response) => {
        const body = path.endsWith('/carts') ? await response?.text().catch(() => '(gone)') : ''
        log.push(`${call} ${response?.status()} ${body?.slice(0, 60) ?? ''}`)
      },
      () => log.push(`${call} no response`),
    )
  })
  page.on('requestfailed', (request) => {
    log.push(`${request.method()} ${new URL(request.url()).pathname} failed`)
  })
}

/**
 * Runs a check of the store bar; when it fails, says where the page was, which tokens it held,
 * its latest session and cart calls and what the app reported, so a failure in CI (where no
 * trace is kept) says which session the page was in.
 */
async function explained(page: Page, check: () => Promise<void>) {
  try {
    await check()
  } catch (error) {
    const tokens = await page
      .evaluate(() => {
        const held = (key: string) => {
          const raw = localStorage.getItem(`storefront:token.${key}`)
          return raw === null
            ? null
            : String((JSON.parse(raw) as { value: unknown }).value).slice(-6)
        }
        return { consumer: held('consumer'), guest: held('guest') }
      })
      .catch(() => 'unreadable')
    const reports = await page.request
      .get('/__sandbox/reports')
      .then((response) => response.text())
      .catch(() => 'unreadable')
    const context = [
      `page: ${page.url()}`,
      `tokens: ${JSON.stringify(tokens)}`,
      `latest calls:\n    ${(calls.get(page) ?? []).slice(-12).join('\n    ')}`,
      `reports: ${reports.slice(0, 1500)}`,
    ]
    if (error instanceof Error) error.message += `\n\n${context.join('\n')}`
    throw error
  }
}

export const visitorPage: Realization = {
  inputName: () => 'a fresh browser',
  start: async (page) => {
    recordCalls(page)
    await page.goto(`${STORE}/products/3001?locale=en`)
  },
  acts: {
    'add the mug to the cart': async ({ page }) => {
      if (!/\/products\/3001/.test(page.url())) {
        await (await storeBar(page)).getByRole('link').first().click()
        await page.locator(`a[href*="/products/3001"]`).first().click()
      }
      await addForm(page).getByRole('radio', { name: /藍/ }).check()
      await addForm(page).getByRole('button', { name: 'Add to cart' }).click()
    },
    // A wrong password where the server is to refuse it: its own answer, not a fault.
    'log in': async ({ page, later }) => {
      await (await storeBar(page)).getByRole('link', { name: 'Log in' }).click()
      await page.getByLabel('E-mail address').fill('member@example.com')
      const refused = later[0] === 'password refused'
      await page.getByLabel('Password').fill(refused ? 'wrong-password' : 'Passw0rd!')
      await logInButton(page).click()
    },
    'log out': async ({ page }) => {
      await (await storeBar(page)).getByRole('link', { name: 'Profile' }).click()
      // The page left may offer "Log out and open the order"; this is the profile's own button.
      await expect(heading(page)).toHaveText('Your profile')
      await logOutButton(page).click()
    },
    // The server has ended the session: the next call answers 401.
    'session ends': async ({ page }) => {
      await fault(page, {
        method: 'GET',
        path: '/api/v2/stores/*/orders/buyer',
        status: 401,
        body: { code: 'UNAUTHENTICATED' },
      })
      await (await storeBar(page)).getByRole('link', { name: 'Orders' }).click()
    },
    // A key that is not the order's where the server is to refuse it: its own answer.
    'open the guest order link': async ({ page, later }) => {
      const key = later[0] === 'link refused' ? 'order_not-this-one' : GUEST_ORDER.key
      await page.goto(`${STORE}/orders/${GUEST_ORDER.orderId}?key=${key}&locale=en`)
    },
    'switch to the order': async ({ page, before }) => {
      const member = (before.context as VisitorContext).user !== null
      const name = member ? 'Log out and open the order' : 'Switch and open the order'
      await page.getByRole('button', { name }).click()
    },
    'keep my session': async ({ page, before }) => {
      const member = (before.context as VisitorContext).user !== null
      const name = member ? 'Stay logged in' : 'Keep my current cart'
      await page.getByRole('button', { name }).click()
    },
  },
  results: {
    // No token, no call: the app knows without asking.
    nobody: async () => ({ holds: false }),
    'the member': ({ page }) => heldFault(page, { method: 'GET', path: ME }),
    'the member, and the guest': ({ page }) => heldFault(page, { method: 'GET', path: ME }),
    'still the guest': ({ page }) => heldFault(page, { method: 'GET', path: ME }),
    'session unreadable': ({ page }) => noAnswer(page, 'GET', ME),
    'guest made': ({ page }) => heldFault(page, { method: 'POST', path: '/api/v2/guest/token' }),
    'guest not made': ({ page }) => noAnswer(page, 'POST', '/api/v2/guest/token'),
    'logged in': ({ page }) => heldFault(page, { method: 'POST', path: '/api/v2/auth/user/login' }),
    'password refused': async () => ({ holds: false }),
    "the order's guest": ({ page }) => heldFault(page, { method: 'POST', path: CLAIM }),
    'link refused': ({ page }) => heldFault(page, { method: 'POST', path: CLAIM }),
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
    // The whole page waits for the session the order will be read with.
    claimingGuest: ({ page }) => expect(page.locator('.loading-overlay')).toBeVisible(),
    guest: async (args) => {
      const { page } = args
      const { guest, offer, loginError } = ctx(args)
      await expect(bar(page).getByRole('link', { name: 'Log in' })).toBeVisible()
      if (loginError !== null && /\/account/.test(page.url())) {
        await expect(page.getByText(LOGIN_MESSAGES[loginError]!).first()).toBeVisible()
      }
      const cart = bar(page).getByRole('link', { name: /^Cart/ })
      // The order's guest has an empty cart; the browser's own guest, the mug it added.
      await explained(page, async () => {
        if (guest?.id === ORDER_GUEST_ID) await expect(cart).toHaveText('Cart')
        else await expect(cart).toContainText('1')
      })
      if (!ORDER_PAGE.test(page.url())) return
      if (offer !== null) await expect(page.getByText(/shopping as another guest/)).toBeVisible()
      else await expect(heading(page)).toContainText(String(GUEST_ORDER.orderId))
    },
    'loggingIn.authenticating': ({ page }) =>
      expect(logInButton(page)).toHaveAttribute('aria-busy', 'true'),
    'loggingIn.readingSession': ({ page }) =>
      expect(logInButton(page)).toHaveAttribute('aria-busy', 'true'),
    member: async (args) => {
      const { page } = args
      const { offer } = ctx(args)
      // A key that is not the order's opens nothing for a member: not even the order's number.
      if (args.events[args.index - 1] === 'link refused') {
        await expect(page).toHaveURL(NOT_FOUND)
        await expect(heading(page)).toHaveText('Page not found')
        return
      }
      await expect(bar(page).getByRole('link', { name: 'Profile' })).toBeVisible()
      if (offer !== null && ORDER_PAGE.test(page.url())) {
        await expect(heading(page)).toHaveText('This order was placed without an account')
        await expect(page.getByText('You are logged in as member@example.com.')).toBeVisible()
      }
    },
    // The profile is gone at once; who is left is being asked.
    loggingOut: ({ page }) => expect(logOutButton(page)).toHaveCount(0),
  },
  screen: (snapshot) => {
    const c = snapshot.context as VisitorContext
    if (!['ghost', 'guest', 'member'].some((state) => snapshot.matches(state))) return null
    return `visitor ${JSON.stringify(snapshot.value)}, ${c.loginError ?? c.guestError ?? 'no message'}`
  },
}
