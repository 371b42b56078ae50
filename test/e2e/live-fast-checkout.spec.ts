import { expect, test } from './support/test'
import { fault } from './support/sandbox'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const ENTERPRISE = '/17shop/buyer/livers/1003?token=buyer-jp&post_id=5003&stream_id=7003'
const FAST_CHECKOUT = '/api/v1/17shop/enterprise/stores/203/fast-checkout'

test('fast checkout: the chosen SKUs go to the enterprise store’s checkout page, one request for a double tap', async ({
  page,
}) => {
  const calls: unknown[] = []
  page.on('request', (r) => {
    if (r.url().endsWith(FAST_CHECKOUT)) calls.push(r.postDataJSON())
  })
  await page.goto(ENTERPRISE)
  const quick = page.getByRole('region', { name: 'かんたん購入' })
  await expect(quick.getByRole('button', { name: '今すぐ購入' })).toBeDisabled()
  await quick.getByRole('spinbutton', { name: 'ウール ロングコート / M' }).fill('2')
  await quick.getByRole('spinbutton', { name: 'カシミヤ マフラー / グレー' }).fill('1')
  await expect(quick).toContainText('合計：￥71,500')
  await quick.getByRole('button', { name: '今すぐ購入' }).dblclick()

  await expect(page).toHaveURL(/\/__sandbox\/pay\/enterprise-checkout\?/)
  await expect(page.getByText('ウール ロングコート / M × 2')).toBeVisible()
  await expect(page.getByText('カシミヤ マフラー / グレー × 1')).toBeVisible()
  await expect(page.getByText('Stream 7003')).toBeVisible()
  expect(calls).toEqual([
    {
      stream_id: 7003,
      skus: [
        { id: 43012, quantity: 2 },
        { id: 43021, quantity: 1 },
      ],
    },
  ])
})

test('fast checkout refuses a redirect off the allow-list and keeps the choice', async ({
  page,
}) => {
  await page.goto(`${ENTERPRISE}&locale=en`)
  const quick = page.getByRole('region', { name: 'Quick purchase' })
  await quick.getByRole('spinbutton', { name: 'ウール ロングコート / S' }).fill('1')
  await fault(page, {
    method: 'POST',
    path: FAST_CHECKOUT,
    status: 200,
    body: { redirect_url: 'https://evil.example/checkout' },
  })
  await quick.getByRole('button', { name: 'Buy now' }).click()
  await expect(quick.getByRole('alert')).toContainText('could not verify')
  await expect(page).toHaveURL(/\/17shop\/buyer\/livers\/1003\/stream-products/)
  await expect(quick.getByRole('spinbutton', { name: 'ウール ロングコート / S' })).toHaveValue('1')
  // Reported, as a tampered answer should be.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/__sandbox/reports')).json()))
    .toContain('not an allowed page')
})

test('fast checkout failures are explained and keep the choice: sold out, no connection', async ({
  page,
}) => {
  await page.goto(`${ENTERPRISE}&locale=en`)
  const quick = page.getByRole('region', { name: 'Quick purchase' })
  await quick.getByRole('spinbutton', { name: 'カシミヤ マフラー / グレー' }).fill('3')
  await fault(page, {
    method: 'POST',
    path: FAST_CHECKOUT,
    status: 400,
    body: { code: 'SKU_SOLD_OUT' },
  })
  await quick.getByRole('button', { name: 'Buy now' }).click()
  await expect(quick.getByRole('alert')).toContainText('This option has just sold out')

  await fault(page, {
    method: 'POST',
    path: FAST_CHECKOUT,
    status: 400,
    body: { code: 'A_CODE_FROM_TOMORROW' },
  })
  await quick.getByRole('button', { name: 'Buy now' }).click()
  await expect(quick.getByRole('alert')).toContainText('(error Z1)')

  await fault(page, { method: 'POST', path: FAST_CHECKOUT, network: 'abort' })
  await quick.getByRole('button', { name: 'Buy now' }).click()
  await expect(quick.getByRole('alert')).toContainText('We could not reach the shop')
  await expect(quick.getByRole('spinbutton', { name: 'カシミヤ マフラー / グレー' })).toHaveValue(
    '3',
  )

  // Once the shop answers, the same choice goes through.
  await quick.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/enterprise-checkout/)
  await expect(page.getByText('カシミヤ マフラー / グレー × 3')).toBeVisible()
})

test('a store without enterprise has no quick purchase; without a stream there is none either', async ({
  page,
}) => {
  await page.goto('/17shop/buyer/livers/1001?token=buyer-jp&post_id=5001&stream_id=7001')
  await expect(page.getByRole('list', { name: 'この配信の商品' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'かんたん購入' })).toHaveCount(0)
  await page.goto('/17shop/buyer/livers/1003?post_id=5003')
  await expect(page.getByRole('list', { name: 'この配信の商品' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'かんたん購入' })).toHaveCount(0)
})
