import { expect, test, type Page } from './support/test'
import { fillCart, LIVER, STREAM, toShippingStep } from './support/live-checkout'

/** The notice of live store 201 (liver 1001, FIXTURES.md). */
const SELLER = '日向 陽子'
const ADDRESS = '北海道札幌市中央区北一条西2-1'

const WORDS = {
  en: { link: 'Notice under the Act on Specified Commercial Transactions', term: 'Representative' },
  ja: { link: '特定商取引法に基づく表記', term: '販売業者' },
  'zh-TW': { link: '特定商業交易法之標示', term: '賣家' },
} as const

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

async function expectNotice(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  await expect(page).toHaveURL(/\/17shop\/commercial-law/)
  await expect(page.getByRole('heading', { level: 1, name: words.link })).toBeVisible()
  const notice = page.locator('dl')
  await expect(notice.getByText(SELLER)).toBeVisible()
  await expect(notice.getByText(ADDRESS)).toBeVisible()
  await expect(notice.getByRole('term').filter({ hasText: words.term })).toBeVisible()
}

for (const [locale, words] of Object.entries(WORDS)) {
  test(`${locale}: the live storefront of a JP store links to its commercial-law notice`, async ({
    page,
  }) => {
    await page.goto(`/17shop/buyer/livers/1001?token=buyer-jp&stream_id=7001&locale=${locale}`)
    await page.getByRole('link', { name: words.link }).click()
    await expectNotice(page, words)
  })
}

test('the JP live checkout links to the notice, on every step and beside placing the order', async ({
  page,
}) => {
  await fillCart(page)
  await page.goto(`/17shop/buyer/livers/${LIVER}?token=buyer-jp&stream_id=${STREAM}&locale=ja`)
  await toShippingStep(page, 'ja')
  const links = page.getByRole('link', { name: WORDS.ja.link })
  // One beside the place button, one at the foot of the checkout's frame.
  await expect(links).toHaveCount(2)
  await links.first().click()
  await expectNotice(page, WORDS.ja)
})

test('a Taiwan store shows no link, and a store without a notice says it has none', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/2001?token=buyer-tw&locale=en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: WORDS.en.link })).toHaveCount(0)
  await page.goto('/17shop/commercial-law?liver_id=1004&locale=en')
  await expect(page.getByText('This store has not published this notice.')).toBeVisible()
})

test('a notice that cannot be loaded says so and loads again on request', async ({
  page,
  request,
}) => {
  await request.post('/__sandbox/faults', {
    data: {
      method: 'GET',
      path: '/api/v1/17shop/stores/*/jp-commercial',
      status: 500,
      times: 1,
    },
  })
  await page.goto('/17shop/commercial-law?token=buyer-jp&liver_id=1001&locale=en')
  await expect(page.getByText('This page could not be loaded')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('dl').getByText(SELLER)).toBeVisible()
})
