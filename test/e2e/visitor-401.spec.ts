import { expect, test, type APIRequestContext, type Page } from './support/test'

// A 401 on any call clears tokens, cart and profile and sends the person to log in
// (docs/errors.md#401).

const TOKEN_KEYS = { consumer: 'storefront:token.consumer', guest: 'storefront:token.guest' }
const SESSION_KEYS = ['storefront:session.cart', 'storefront:session.profile']

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** Puts tokens (and a cached cart and profile) in the browser the way the app stores them. */
async function holdSession(page: Page, held: { consumer: string; guest?: string }) {
  // Any page of the origin will do, as long as it is not the app (which would read them at once).
  await page.goto('/__sandbox/main-site')
  await page.evaluate(
    ({ held, tokenKeys, sessionKeys }) => {
      const entry = (value: unknown) => JSON.stringify({ value, expiresAt: Date.UTC(9999, 11, 31) })
      localStorage.setItem(tokenKeys.consumer, entry(held.consumer))
      document.cookie = `consumer_token=${held.consumer}; path=/; SameSite=Lax`
      if (held.guest) {
        localStorage.setItem(tokenKeys.guest, entry(held.guest))
        document.cookie = `guest_token=${held.guest}; path=/; SameSite=Lax`
      }
      for (const key of sessionKeys) localStorage.setItem(key, entry({ cached: true }))
    },
    { held, tokenKeys: TOKEN_KEYS, sessionKeys: SESSION_KEYS },
  )
}

/** The next GET to `path` answers 401, as when the server has ended the session. */
async function refuseNextCall(request: APIRequestContext, path: string) {
  await request.post('/__sandbox/faults', {
    data: { method: 'GET', path, status: 401, body: { code: 'UNAUTHENTICATED' }, times: 1 },
  })
}

async function expectSessionCleared(page: Page) {
  const stored = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    [TOKEN_KEYS.consumer, TOKEN_KEYS.guest, ...SESSION_KEYS],
  )
  expect(stored).toEqual([null, null, null, null])
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(cookies).not.toContain('consumer_token')
  expect(cookies).not.toContain('guest_token')
}

test('a token the server no longer accepts, outside a store, ends on the unauthorized page', async ({
  page,
}) => {
  await holdSession(page, { consumer: 'revoked-token', guest: 'guest-fixture' })
  await page.goto('/playground/about?locale=en')

  await expect(page).toHaveURL(/\/error\/unauthorized\?from=%2Fplayground%2Fabout%3Flocale%3Den$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in required' })).toBeVisible()
  await expectSessionCleared(page)
  // The way back is offered, to the page the person was on.
  await expect(page.getByRole('link', { name: /try again/i })).toHaveAttribute(
    'href',
    '/playground/about?locale=en',
  )
})

test('a member whose session the server ends, in a store, lands on that store’s login tab', async ({
  page,
  request,
}) => {
  await holdSession(page, { consumer: 'session-member' })
  await refuseNextCall(request, '/api/v2/live-web/me')
  await page.goto('/stores/sakura-select/marketplace')

  await expect(page).toHaveURL(
    /\/stores\/sakura-select\/account\?redirect=%2Fstores%2Fsakura-select%2Fmarketplace$/,
  )
  await expectSessionCleared(page)
  // The login form, ready for the person to log in again.
  await expect(page.locator('form input[type="password"]')).toBeVisible()
})

test('a 401 mid-session, on a page opened from the app, ends the session there and comes back after login', async ({
  page,
  request,
}) => {
  await holdSession(page, { consumer: 'session-member' })
  await page.goto('/stores/sakura-select/marketplace')
  const orders = page.locator('a[href="/stores/sakura-select/marketplace/orders"]').first()
  await expect(orders).toBeVisible()

  await refuseNextCall(request, '/api/v2/stores/*/orders/buyer')
  await orders.click()

  await expect(page).toHaveURL(
    /\/stores\/sakura-select\/account\?redirect=%2Fstores%2Fsakura-select%2Fmarketplace%2Forders$/,
  )
  await expectSessionCleared(page)

  const form = page.locator('form').filter({ has: page.locator('input[type="password"]') })
  await form.getByRole('textbox').first().fill('member@example.com')
  await form.locator('input[type="password"]').fill('Passw0rd!')
  await form.getByRole('button').last().click()
  await expect(page).toHaveURL(/\/stores\/sakura-select\/marketplace\/orders$/)
})
