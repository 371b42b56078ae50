import { expect, test } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** How long the sandbox holds the sign-on exchange: long enough to be seen, short for CI. */
const HOLD_MS = 3_000

const WORDS = [
  { locale: 'en', loading: 'Loading', orders: 'Your orders' },
  { locale: 'ja', loading: '読み込み中', orders: '注文履歴' },
  { locale: 'zh-TW', loading: '載入中', orders: '我的訂單' },
]

for (const words of WORDS) {
  test(`(${words.locale}) the full-screen loading overlay covers the page while a sign-on token is exchanged, then the page shows`, async ({
    page,
  }) => {
    await page.request.post('/__sandbox/faults', {
      data: { method: 'POST', path: '/api/v1/17shop/buyer/login', delayMs: HOLD_MS, times: 1 },
    })
    const exchanged = page.waitForResponse((answer) => answer.url().endsWith('/buyer/login'))
    await page.goto(`/17shop/orders?token=buyer-jp&locale=${words.locale}`, { waitUntil: 'commit' })

    const overlay = page.locator('.loading-overlay')
    await expect(overlay).toBeVisible()
    await expect(overlay).toHaveAccessibleName(words.loading)
    await page.screenshot({ path: `test-results/global-loading-${words.locale}.png` })
    expect((await exchanged).ok()).toBe(true)

    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible()
    await expect(overlay).toHaveCount(0)
    await expect(page).not.toHaveURL(/token=/)
  })
}

test("the overlay covers the page while a guest's order link is claimed as this browser's session, then goes", async ({
  page,
}) => {
  // The claim is held, then refused (the key is not the order's): the page goes on to log in.
  await page.request.post('/__sandbox/faults', {
    data: {
      method: 'POST',
      path: '/api/v2/guest/orders/9001/access',
      delayMs: HOLD_MS,
      times: 1,
    },
  })
  const claimed = page.waitForResponse((answer) => answer.url().endsWith('/orders/9001/access'))
  await page.goto(
    '/stores/sakura-select/marketplace/orders/9001?key=order_00000000-0000-0000-0000-000000000000&locale=en',
    { waitUntil: 'commit' },
  )
  const overlay = page.locator('.loading-overlay')
  await expect(overlay).toBeVisible()
  await expect(overlay).toHaveAccessibleName('Loading')
  await claimed
  await expect(page).toHaveURL(/\/stores\/sakura-select\/account\?redirect=/)
  await expect(overlay).toHaveCount(0)
})
