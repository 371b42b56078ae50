import { expect, test, type Page } from './support/test'
import { addCard, orderByCard } from './support/marketplace-checkout'
import { openLiveOrder } from './support/orders'
import { theOnlyOrder } from './support/sandbox'
import {
  addFromStream,
  chooseForOrder,
  toShippingStep,
  words as checkoutWords,
} from './support/live-checkout'

/**
 * Pay answers in the shapes the API promises (docs/errors.md#error-bodies): the smallest one (a
 * GMO decline with code and message only, PayUni's INTERNAL_API_ERROR as a 500 with its code) and
 * the richer ones (GMO's report code, at the top level or in `data`). Orders of FIXTURES.md:
 * buyer-jp's 9103 (card, unpaid) and 9102 (PayPay, unpaid), buyer-tw's 9202 (PayUni, unpaid).
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

interface Report {
  exception: { type: string; value: string } | null
  extra: Record<string, unknown>
}

/**
 * Every report the page sent so far: once the SDK has loaded, a marker error is raised and waited
 * for, so whatever the page reported before it has arrived too.
 */
async function reportsSoFar(page: Page): Promise<Report[]> {
  await expect
    .poll(() => page.evaluate(() => '__SENTRY__' in window), { timeout: 20_000 })
    .toBe(true)
  const marker = `e2e marker ${Date.now()}`
  await page.evaluate((value) => {
    setTimeout(() => {
      throw new Error(value)
    })
  }, marker)
  let reports: Report[] = []
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get('/__sandbox/reports')).json()) as {
          reports: Report[]
        }
        reports = body.reports
        return reports.some((report) => report.exception?.value === marker)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return reports.filter((report) => report.exception?.value !== marker)
}

const mismatches = (reports: Report[]) =>
  reports.filter((report) => report.exception?.type === 'SchemaMismatchError')

/** buyer-jp's PayPay page of order 9102. */
async function openPaypay(page: Page, locale: string, payLabel: string) {
  await page.goto(`/17shop/orders/9102/payment/gmo-paypay?token=buyer-jp&locale=${locale}`)
  await expect(page.getByRole('button', { name: payLabel })).toBeVisible()
}

/** The next call of `path` answers `status` with `body`, before the route runs (nothing charged). */
async function answer(page: Page, path: string, status: number, body: unknown) {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path, status, body, times: 1 },
  })
  expect(response.ok()).toBe(true)
}

const WORDS = {
  en: {
    cards: 'Pay by card',
    payNow: 'Pay now',
    tryAgain: 'Try again',
    declined: 'The card was declined. Choose another card and try again.',
    notTaken: 'We could not take the payment',
    payPaypay: 'Pay with PayPay',
    paypayRefused: 'PayPay refused the payment',
    z1: 'code Z1',
    reference: (code: string) => `Reference for support: ${code}`,
    referenceLabel: 'Reference for support',
    unreached: 'PayUni could not be reached. Nothing was charged; try again in a moment.',
    notCompleted: 'The payment was not completed.',
    checkoutDeclined: 'The payment was declined. Choose another payment method and try again.',
  },
  ja: {
    cards: 'カードで支払う',
    payNow: '今すぐ支払う',
    tryAgain: 'もう一度試す',
    declined: 'カードが承認されませんでした。別のカードを選んでもう一度お試しください。',
    notTaken: 'お支払いを受け付けられませんでした',
    payPaypay: 'PayPayで支払う',
    paypayRefused: 'PayPayで支払いが拒否されました',
    z1: 'コード Z1',
    reference: (code: string) => `サポートへのお問い合わせ番号：${code}`,
    referenceLabel: 'サポートへのお問い合わせ番号',
    unreached:
      'PayUni に接続できませんでした。請求はされていません。しばらくしてからもう一度お試しください。',
    notCompleted: 'お支払いが完了しませんでした。',
    checkoutDeclined:
      'お支払いが承認されませんでした。別のお支払い方法を選んでもう一度お試しください。',
  },
} as const

for (const locale of ['en', 'ja'] as const) {
  const words = WORDS[locale]
  const cards = (page: Page) => page.getByRole('group', { name: words.cards })

  test(`pay (${locale}): GMO_PAYMENT_EXCEPTION with code and message only reads as the declined card, and no schema mismatch is reported`, async ({
    page,
  }) => {
    await openLiveOrder(page, 9103, locale)
    await answer(page, '/api/v1/17shop/orders/9103/pay', 400, {
      code: 'GMO_PAYMENT_EXCEPTION',
      message: 'The card was declined.',
    })
    await cards(page).getByRole('radio', { name: /1111/ }).check()
    await cards(page).getByRole('button', { name: words.payNow }).click()

    const alert = page.getByRole('alert').filter({ hasText: words.declined })
    await expect(alert).toBeVisible()
    await expect(alert).not.toContainText(words.notTaken)
    // No report code came, so none is shown.
    await expect(alert).not.toContainText(words.referenceLabel)
    await expect(alert.getByRole('button', { name: words.tryAgain })).toBeVisible()
    expect(mismatches(await reportsSoFar(page))).toEqual([])
  })

  test(`PayPay (${locale}): GMO_PAYMENT_EXCEPTION with code and message only reads as PayPay's refusal, not Z1, and no schema mismatch is reported`, async ({
    page,
  }) => {
    await openPaypay(page, locale, words.payPaypay)
    await answer(page, '/api/v1/17shop/orders/9102/gmo-paypay', 400, {
      code: 'GMO_PAYMENT_EXCEPTION',
      message: 'The PayPay payment deadline has passed.',
    })
    await page.getByRole('button', { name: words.payPaypay }).click()

    const alert = page.getByRole('alert').filter({ hasText: words.paypayRefused })
    await expect(alert).toBeVisible()
    await expect(alert).not.toContainText(words.referenceLabel)
    await expect(page.getByText(words.z1)).toHaveCount(0)
    expect(mismatches(await reportsSoFar(page))).toEqual([])
  })

  test(`a decline's report code (${locale}) is shown as a reference for support and sent with the report, from data or the top level`, async ({
    page,
  }) => {
    // buyer-jp's card 12 (…0002): the sandbox declines it with data.report_code 42G020000.
    await openLiveOrder(page, 9103, locale)
    await cards(page).getByRole('radio', { name: /0002/ }).check()
    await cards(page).getByRole('button', { name: words.payNow }).click()
    const alert = page.getByRole('alert').filter({ hasText: words.declined })
    await expect(alert).toContainText(words.reference('42G020000'))
    const declines = async () =>
      (await reportsSoFar(page))
        .filter((report) => report.exception?.type === 'PaymentDeclinedError')
        .map((report) => report.extra)
    expect(await declines()).toEqual([
      expect.objectContaining({
        orderId: 9103,
        method: 'gmo_credit',
        code: 'GMO_PAYMENT_EXCEPTION',
        report_code: '42G020000',
      }),
    ])

    // PayPay's refusal with the report code at the top level of the body.
    await openPaypay(page, locale, words.payPaypay)
    await answer(page, '/api/v1/17shop/orders/9102/gmo-paypay', 400, {
      code: 'GMO_PAYMENT_EXCEPTION',
      message: 'The PayPay payment deadline has passed.',
      report_code: 'E01240002',
    })
    await page.getByRole('button', { name: words.payPaypay }).click()
    await expect(page.getByRole('alert').filter({ hasText: words.paypayRefused })).toContainText(
      words.reference('E01240002'),
    )
    expect((await declines()).at(-1)).toMatchObject({
      orderId: 9102,
      method: 'gmo_paypay',
      code: 'GMO_PAYMENT_EXCEPTION',
      report_code: 'E01240002',
    })
    expect(mismatches(await reportsSoFar(page))).toEqual([])
  })

  test(`a checkout decline's report code (${locale}) is shown as a reference for support and sent with the report; the form is kept`, async ({
    page,
  }) => {
    await addFromStream(page, locale)
    await toShippingStep(page, locale)
    await chooseForOrder(page, locale, 'card')
    await answer(page, '/api/v1/17shop/checkout', 400, {
      code: 'GMO_PAYMENT_EXCEPTION',
      data: { report_code: '42G020000' },
    })
    await page.getByRole('button', { name: checkoutWords(locale).place }).click()

    const alert = page.getByRole('alert').filter({ hasText: words.checkoutDeclined })
    await expect(alert).toContainText(words.reference('42G020000'))
    await expect(page.getByRole('radio', { name: checkoutWords(locale).card })).toBeChecked()
    const reports = await reportsSoFar(page)
    expect(
      reports
        .filter((report) => report.exception?.type === 'CheckoutDeclinedError')
        .map((report) => report.extra),
    ).toEqual([
      expect.objectContaining({
        storeId: 201,
        code: 'GMO_PAYMENT_EXCEPTION',
        report_code: '42G020000',
      }),
    ])
    expect(mismatches(reports)).toEqual([])
  })

  test(`INTERNAL_API_ERROR (${locale}), a 500 with its code only: the order is re-read, then PayUni could not be reached, with Try again on the same card`, async ({
    page,
  }) => {
    await openLiveOrder(page, 9202, locale, 'buyer-tw')
    await answer(page, '/api/v1/17shop/orders/9202/pay', 500, { code: 'INTERNAL_API_ERROR' })
    const saved = cards(page).getByRole('radio').first()
    await saved.check()
    await cards(page).getByRole('button', { name: words.payNow }).click()

    const alert = page.getByRole('alert').filter({ hasText: words.unreached })
    await expect(alert).toBeVisible()
    await expect(alert).not.toContainText(words.notCompleted)
    await alert.getByRole('button', { name: words.tryAgain }).click()
    // Nothing refused the card: it is still the one chosen.
    await expect(saved).toBeChecked()
  })
}

test('pay: the sandbox declines card 4000000000009995 with code and message only; the buyer reads the declined card, no reference, no mismatch', async ({
  page,
}) => {
  await orderByCard(page)
  await addCard(page, '4000000000009995')
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/orders\/\d+\/pay$/.test(response.url()),
  )
  await page
    .getByRole('group', { name: 'Pay by card' })
    .getByRole('button', { name: 'Pay now' })
    .click()
  // The smallest body the API promises: no report code anywhere.
  expect(await (await answered).json()).toEqual({
    code: 'GMO_PAYMENT_EXCEPTION',
    message: 'The card was declined.',
  })
  const alert = page.getByRole('alert').filter({ hasText: WORDS.en.declined })
  await expect(alert).toBeVisible()
  await expect(alert).not.toContainText(WORDS.en.referenceLabel)
  expect((await theOnlyOrder(page)).outcomes).toEqual(['declined'])
  expect(mismatches(await reportsSoFar(page))).toEqual([])
})
