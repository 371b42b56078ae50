import { expect, test } from './support/test'

/** buyer-new (FIXTURES.md, user 13) has not accepted the data policy. */
const STOREFRONT = '/17shop/buyer/livers/1001?token=buyer-new&stream_id=7001'
const CHECKOUT = '/17shop/checkout?liver_id=1001&stream_id=7001'

const WORDS = {
  en: {
    title: 'Before your first order',
    agree: 'Agree and continue',
    checkout: 'Checkout',
    notSaved: 'Your answer was not saved',
  },
  ja: {
    title: 'はじめてのご注文の前に',
    agree: '同意して進む',
    checkout: 'ご購入手続き',
    notSaved: '回答を保存できませんでした',
  },
  'zh-TW': {
    title: '首次下單之前',
    agree: '同意並繼續',
    checkout: '結帳',
    notSaved: '您的回覆未能儲存',
  },
} as const

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

for (const [locale, words] of Object.entries(WORDS)) {
  test(`${locale}: a buyer who has not accepted the data policy browses freely, is asked once before checkout, and not again`, async ({
    page,
  }) => {
    await page.goto(`${STOREFRONT}&locale=${locale}`)
    // Browsing asks nothing.
    await expect(page.getByRole('heading', { level: 1, name: 'ひなたの台所' })).toBeVisible()
    await expect(page.getByRole('heading', { name: words.title })).toHaveCount(0)

    await page.goto(`${CHECKOUT}&locale=${locale}`)
    await expect(page).toHaveURL(/\/17shop\/data-policy/)
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()

    // The first answer fails: it says so, and the buyer stays to answer again.
    await page.request.post('/__sandbox/faults', {
      data: { method: 'PUT', path: '/api/v1/17shop/me', status: 500, times: 1 },
    })
    await page.getByRole('button', { name: words.agree }).click()
    await expect(page.getByRole('alert')).toContainText(words.notSaved)
    await expect(page).toHaveURL(/\/17shop\/data-policy/)

    await page.getByRole('button', { name: words.agree }).click()
    await expect(page).toHaveURL(/\/17shop\/checkout\/step-category/)
    await expect(page.getByRole('heading', { level: 1, name: words.checkout })).toBeVisible()

    // Recorded with the API: another visit, and a reload, go straight to the checkout.
    await page.goto(`${CHECKOUT}&locale=${locale}`)
    await expect(page).toHaveURL(/\/17shop\/checkout\/step-category/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: words.checkout })).toBeVisible()
    await expect(page.getByRole('heading', { name: words.title })).toHaveCount(0)
  })
}

test('a buyer who has accepted is never asked', async ({ page }) => {
  await page.goto('/17shop/checkout?token=buyer-jp&liver_id=1001&stream_id=7001&locale=en')
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-category/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
})

test('quick purchase asks a buyer who has not accepted, keeps the quantities, and buys once they agree', async ({
  page,
}) => {
  const calls: unknown[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/17shop/enterprise/stores/203/fast-checkout')) calls.push(r.url())
  })
  await page.goto('/17shop/buyer/livers/1003?token=buyer-new&post_id=5003&stream_id=7003&locale=en')
  const quick = page.getByRole('region', { name: 'Quick purchase' })
  const coat = quick.getByRole('spinbutton', { name: 'ウール ロングコート / M' })
  await coat.fill('2')
  await quick.getByRole('button', { name: 'Buy now' }).click()

  // Asked in place, nothing bought yet; "Not now" goes back to the choice, kept.
  await expect(quick.getByRole('heading', { name: WORDS.en.title })).toBeVisible()
  await expect(quick.getByRole('button', { name: 'Buy now' })).toBeHidden()
  await quick.getByRole('button', { name: 'Not now' }).click()
  await expect(quick.getByRole('heading', { name: WORDS.en.title })).toHaveCount(0)
  await expect(coat).toHaveValue('2')
  expect(calls).toEqual([])

  await quick.getByRole('button', { name: 'Buy now' }).click()
  await quick.getByRole('button', { name: WORDS.en.agree }).click()
  await expect(page).toHaveURL(/\/__sandbox\/pay\/enterprise-checkout\?/)
  await expect(page.getByText('ウール ロングコート / M × 2')).toBeVisible()
  expect(calls).toHaveLength(1)

  // Recorded: the checkout no longer asks.
  await page.goto('/17shop/checkout?liver_id=1001&stream_id=7001&locale=en')
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-category/)
})
