import { expect, test } from './support/test'
import { readyToOrderByCard, STORE } from './support/marketplace-checkout'
import { sandboxOrders } from './support/sandbox'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const WORDS = [
  {
    locale: 'en',
    alert: 'We could not calculate the total. Try again.',
    place: 'Place the order',
    note: 'The order can be placed once the total is calculated.',
    retry: 'Try again',
    store: /^Convenience store/,
  },
  {
    locale: 'ja',
    alert: '合計を計算できませんでした。もう一度お試しください。',
    place: '注文を確定する',
    note: '合計を計算できたら、注文を確定できます。',
    retry: 'もう一度試す',
    store: /^コンビニ払い/,
  },
  {
    locale: 'zh-TW',
    alert: '無法計算總額。請再試一次。',
    place: '確認下單',
    note: '計算出總額後即可確認下單。',
    retry: '再試一次',
    store: /^超商付款/,
  },
]

for (const words of WORDS) {
  test(`(${words.locale}) with no total, "Place the order" is not offered as pressable and the step says what is missing`, async ({
    page,
  }) => {
    await readyToOrderByCard(page)
    // The checkout resumes on this step in the buyer's language, priced.
    await page.goto(`${STORE}/checkout/step-shipping-and-payment?locale=${words.locale}`)
    await expect(page.getByText(/[¥￥]3,660/).first()).toBeVisible()
    // The next price answers 200 with a price that is no price (wrong-typed).
    await page.request.post('/__sandbox/faults', {
      data: {
        method: 'POST',
        path: '/api/v2/carts/pricing',
        status: 200,
        body: { amount: 'free', shipping_fee: -800, total_amount: 'x' },
        times: 1,
      },
    })
    await page.getByRole('radio', { name: words.store }).check()
    await expect(page.getByRole('alert')).toContainText(words.alert)

    const place = page.getByRole('button', { name: words.place })
    await expect(place).toBeDisabled()
    await expect(place).toHaveAccessibleDescription(words.note)
    await expect(page.getByText(words.note)).toBeVisible()
    // Pressed anyway (a click that does not wait for it to be offered): nothing is ordered.
    await place.click({ force: true })
    await expect(page.getByRole('alert')).toContainText(words.alert)
    expect(await sandboxOrders(page)).toHaveLength(0)

    await page.screenshot({ path: `test-results/unpriced-${words.locale}.png`, fullPage: true })

    // Priced again: the note goes and the order may be placed.
    await page.getByRole('button', { name: words.retry }).click()
    await expect(page.getByRole('button', { name: words.retry })).toHaveCount(0)
    await expect(page.getByText(words.note)).toHaveCount(0)
    await expect(place).toBeEnabled()
    // The failure's message is no longer shown once the total is had.
    await expect(page.getByText(words.alert)).toHaveCount(0)
  })
}
