import { expect, test, type Page } from './support/test'

// A sign-on that meets a server hiccup keeps its token for "Try again", out of the address; a
// credential leaves no copy in an address, a report or storage once it has been used
// (docs/errors.md#live-logins).

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

async function failNextLogin(page: Page, path: string, status: number) {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path, status, times: 1 },
  })
  expect(response.ok()).toBe(true)
}

/** Everything this origin keeps in the browser, as one string to search for a credential. */
async function everythingStored(page: Page): Promise<string> {
  const storage = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
  )
  const cookies = await page.context().cookies()
  return storage + JSON.stringify(cookies)
}

for (const status of [500, 503, 429]) {
  test(`a buyer sign-on answered ${status} once is not a dead link: Try again signs in`, async ({
    page,
  }) => {
    await failNextLogin(page, '/api/v1/17shop/buyer/login', status)
    await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&locale=en')

    await expect(heading(page, 'We could not reach the shop')).toBeVisible()
    await expect(page).not.toHaveURL(/unauthorized/)
    await expect(page.getByText('Your link is still valid and has been kept.')).toBeVisible()
    expect(decodeURIComponent(page.url())).not.toContain('buyer-jp')

    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(heading(page, 'ひなたの台所')).toBeVisible()
    await expect(page).toHaveURL(/\/17shop\/buyer\/livers\/1001\/stream-products\?post_id=5001/)
    expect(decodeURIComponent(page.url())).not.toContain('buyer-jp')
  })
}

test('a dropped connection at a checkout’s sign-on offers the same Try again, in Japanese', async ({
  page,
}) => {
  await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/v1/17shop/buyer/login', network: 'abort', times: 1 },
  })
  await page.goto('/17shop/checkout?token=buyer-jp&liver_id=1001&locale=ja')
  await expect(heading(page, 'ショップに接続できませんでした')).toBeVisible()
  expect(decodeURIComponent(page.url())).not.toContain('buyer-jp')
  await page.getByRole('link', { name: 'もう一度試す' }).click()
  await expect(heading(page, 'ご購入手続き')).toBeVisible()
})

test('a seller sign-on answered 503 once is kept for Try again as well', async ({ page }) => {
  await failNextLogin(page, '/api/v1/17shop/seller/login', 503)
  await page.goto('/17shop/seller/stream-products?token=seller-jp&liver_id=1001&locale=en')
  await expect(heading(page, 'We could not reach the shop')).toBeVisible()
  expect(decodeURIComponent(page.url())).not.toContain('seller-jp')
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Stream products' })).toBeVisible()
})

test('INTERNAL_SYSTEM_ERROR at sign-on: no token in the address, the Try again or any report', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-broken&locale=en')
  await expect(heading(page, 'Something went wrong on our side')).toBeVisible()
  expect(decodeURIComponent(decodeURIComponent(page.url()))).not.toContain('buyer-broken')
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/17shop/buyer/livers/1001?locale=en',
  )
  // The failed sign-on is reported (a 5xx): it names the call, never the token.
  await expect
    .poll(async () => {
      const answer = await page.request.get('/__sandbox/reports')
      return ((await answer.json()) as { reports: unknown[] }).reports.length
    })
    .toBeGreaterThan(0)
  // Leaving the page sends what the SDK still holds.
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(heading(page, 'Something went wrong on our side')).toBeVisible()
  const reports = await (await page.request.get('/__sandbox/reports')).text()
  expect(reports).not.toContain('buyer-broken')
  expect(decodeURIComponent(decodeURIComponent(reports))).not.toContain('buyer-broken')
})

test('logging out removes every stored copy of the live session’s token', async ({ page }) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp')
  await expect(heading(page, 'ひなたの台所')).toBeVisible()
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('storefront:token.consumer') ?? 'null') as {
          value: string
        } | null
      )?.value,
  )
  expect(token).toBeTruthy()
  expect(await everythingStored(page)).toContain(token)

  await page.goto('/stores/sakura-select/member/profile?locale=en')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByText('You have logged out.')).toBeVisible()
  expect(await everythingStored(page)).not.toContain(token!)
})

test('a 401 removes every stored copy of the live session’s token', async ({ page }) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp')
  await expect(heading(page, 'ひなたの台所')).toBeVisible()
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('storefront:token.consumer') ?? 'null') as {
          value: string
        } | null
      )?.value,
  )
  await page.request.post('/__sandbox/faults', {
    data: {
      method: 'GET',
      path: '/api/v1/17shop/*',
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
      times: 1,
    },
  })
  await page.goto('/17shop/orders')
  await expect(page).toHaveURL(/\/error\/unauthorized/)
  expect(await everythingStored(page)).not.toContain(token!)
})
