import { expect, test } from './support/test'
import { sandboxOrders } from './support/sandbox'
import { validExpiry } from './support/marketplace-checkout'

/**
 * A person can buy from sakura-select in each language. Japanese is the store's default
 * (checkout-marketplace.spec.ts), English runs through every other checkout test; this one buys by
 * card in Traditional Chinese, from the product page to the paid order.
 */
const STORE = '/stores/sakura-select/marketplace'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('a buyer orders and pays by card in Traditional Chinese', async ({ page }) => {
  await page.goto(`${STORE}/products/3001?locale=zh-TW`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  const form = page.getByRole('form', { name: '加入購物車' })
  await form.getByRole('radio', { name: /藍/ }).check()
  await form.getByRole('button', { name: '加入購物車' }).click()
  await form.getByRole('link', { name: '前往結帳' }).click()

  await page.getByRole('radio', { name: /一般商品/ }).check()
  await page.getByRole('button', { name: '下一步' }).click()
  // The category step (with its own 下一步) stays until the products step has its cart.
  await expect(page.getByRole('heading', { name: '選擇要訂購的商品' })).toBeVisible()
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('radio', { name: /^配送/ }).check()
  const address = page.getByRole('form', { name: '新地址' })
  await address.getByLabel('收件人姓名').fill('林 美華')
  await address.getByLabel('電話號碼').fill('09012345678')
  await address.getByLabel('郵遞區號').fill('1000001')
  await address.getByRole('button', { name: '查詢地址' }).click()
  await expect(address.getByLabel('都道府縣')).toHaveValue('東京都')
  await address.getByLabel('門牌號碼及建築物名稱').fill('1-1')
  // 確認下單 saves the new address first, then places the order.
  await page.getByRole('radio', { name: /^信用卡/ }).check()
  await page.getByLabel('電子郵件地址').fill('meihua@example.com')
  await page.getByRole('group', { name: '您的聯絡資料' }).getByLabel('電話號碼').fill('09012345678')
  await expect(page.getByText('¥3,660').first()).toBeVisible()
  await page.getByRole('button', { name: '確認下單' }).click()

  await expect(page.getByText(/您的訂單編號為 \d+。/)).toBeVisible()
  const cards = page.getByRole('group', { name: '以信用卡付款' })
  const card = cards.getByRole('form', { name: '新信用卡' })
  await card.getByLabel('卡號').fill('4111111111111111')
  await card.getByLabel('有效期限（MM/YY）').fill(await validExpiry(page))
  await card.getByLabel('安全碼').fill('123')
  await card.getByRole('button', { name: '新增信用卡' }).click()
  await expect(cards.getByRole('radio', { name: /1111/ })).toBeChecked()
  await cards.getByRole('button', { name: '立即付款' }).click()
  await expect(page.getByText(/付款已完成/)).toBeVisible()

  const orders = await sandboxOrders(page)
  expect(orders.map((order) => order.payment?.status)).toEqual(['paid'])
})
