import { expect, test, type Page } from './support/test'
import { fault, sandboxOrders } from './support/sandbox'
import { walkStepsWithReloadBackForward } from './support/steps-back-and-reload'

/**
 * buyer-tw's way through liver 2001's Taiwan checkout (store 202, post 6001, stream 8001;
 * FIXTURES.md), in Traditional Chinese, the buyer's language: home delivery, PayUni card.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const CHECKOUT = '/17shop/tw-checkout?token=buyer-tw&liver_id=2001&stream_id=8001'
const DONE = /\/17shop\/tw-checkout\/step-done\/(\d+)\?/
const GOOD_CARD = '4147631000000001'
const FAILING_CARD = '4147630000000002'

/** SKU 42011 (阿里山高山烏龍茶 150g, NT$680) in buyer-tw's cart, bought from stream 8001. */
async function fillCart(page: Page) {
  const added = await page.request.post('/api/v1/17shop/add-cart', {
    headers: { Authorization: 'Bearer session-buyer-tw' },
    data: { id: 42011, quantity: 1, stream_id: 8001 },
  })
  expect(added.ok()).toBe(true)
}

async function toShippingStep(page: Page) {
  await page.goto(CHECKOUT)
  await expect(page).toHaveURL(/\/17shop\/tw-checkout\/step-category\?/)
  await page.getByRole('radio', { name: '一般商品' }).check()
  await page.getByRole('button', { name: '下一步', exact: true }).click()
  await expect(page).toHaveURL(/\/17shop\/tw-checkout\/step-products\?/)
  await expect(page.getByRole('checkbox', { name: /烏龍茶/ })).toBeChecked()
  await page.getByRole('button', { name: '下一步', exact: true }).click()
  await expect(page).toHaveURL(/\/17shop\/tw-checkout\/step-shipping-and-payment\?/)
}

/** Home delivery, PayUni card, e-mail and phone (asked of everyone in Taiwan), then the order. */
async function chooseAndPlace(page: Page) {
  await page.getByRole('radio', { name: /^宅配/ }).check()
  await page.getByRole('radio', { name: /^信用卡/ }).check()
  await page.getByLabel('電子郵件地址').fill('lin@example.com')
  await page.getByLabel('電話號碼').fill('0912345678')
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await expect(page.locator('.checkout-summary')).toContainText(/NT\$680(?![.\d])/)
  await page.getByRole('button', { name: '確認下單' }).click()
  await expect(page).toHaveURL(DONE)
  await expect(page.getByRole('heading', { name: /訂單已成立|感謝您的訂購/ })).toBeVisible()
}

async function payTyped(page: Page, number: string) {
  const form = page.getByRole('form', { name: '使用其他信用卡付款' })
  await form.getByLabel('卡號').fill(number)
  await form.getByLabel('有效期限（MM/YY）').fill('12/39')
  await form.getByLabel('安全碼').fill('123')
  await form.getByRole('button', { name: '使用此卡付款' }).click()
}

/** PayUni's page (the sandbox's, on this origin): the buyer approves there and comes back. */
async function approveAtPayuni(page: Page) {
  await expect(page).toHaveURL(/\/__sandbox\/pay\/payuni\/\d+$/)
  await page
    .getByRole('button', { name: /Approve|Pay/ })
    .first()
    .click()
  await expect(page).toHaveURL(DONE)
}

test('a new Taiwan address, refused then fixed with every value kept, then a typed card pays once', async ({
  page,
}) => {
  await fillCart(page)
  await toShippingStep(page)
  // The saved address is there; a new one is added, and the order goes to it.
  await expect(page.getByRole('radio', { name: /陳美玲/ })).toBeVisible()
  await page.getByRole('button', { name: '新增地址' }).click()
  const form = page.getByRole('form', { name: '新地址' })
  await form.getByLabel('收件人姓名').fill('林小明')
  await form.getByLabel('手機號碼').fill('0212345678')
  await form.getByLabel('郵遞區號').fill('1100')
  await form.getByLabel('縣市').fill('台北市')
  await form.getByLabel('門牌號碼及建築物名稱').fill('市府路45號')
  // 確認下單 checks the new address before saving it: nothing is saved or placed.
  await page.getByRole('button', { name: '確認下單' }).click()
  await expect(form.getByText('請輸入台灣手機號碼，例如 0912345678。')).toBeVisible()
  await expect(form.getByText('請輸入 3 碼或 5 碼郵遞區號。')).toBeVisible()
  await expect(form.getByText('請輸入鄉鎮市區。')).toBeVisible()
  await expect(form.getByLabel('收件人姓名')).toHaveValue('林小明')
  await expect(form.getByLabel('門牌號碼及建築物名稱')).toHaveValue('市府路45號')
  await form.getByLabel('手機號碼').fill('0912-345-678')
  await form.getByLabel('郵遞區號').fill('110')
  await form.getByLabel('鄉鎮市區').fill('信義區')
  // Saved with the order it goes to.
  await chooseAndPlace(page)
  await payTyped(page, GOOD_CARD)
  await approveAtPayuni(page)
  await expect(page.getByText(/付款已完成/)).toBeVisible()

  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({
    shipping: { type: 'tw_home-delivery' },
    payment: { type: 'payuni_credit', status: 'paid' },
  })
  // The typed number went in the pay call only: never into storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(stored).not.toContain(GOOD_CARD)
  const reports = await (await page.request.get('/__sandbox/reports')).text()
  expect(reports).not.toContain(GOOD_CARD)
})

test('a failing card says why and charges nothing; a good card then pays once', async ({
  page,
}) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  await fillCart(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await chooseAndPlace(page)
  await payTyped(page, FAILING_CARD)
  await expect(
    page.getByText('PayUni 拒絕了這張信用卡，未產生任何扣款；請改用其他信用卡。'),
  ).toBeVisible()
  await expect(page.getByText(/PAYUNI_API_ERROR/)).toBeVisible()
  let orders = await sandboxOrders(page)
  expect(orders[0]!.payment).toMatchObject({ status: expect.not.stringMatching('paid') as never })

  await page.getByRole('button', { name: '再試一次' }).click()
  await payTyped(page, GOOD_CARD)
  await approveAtPayuni(page)
  await expect(page.getByText(/付款已完成/)).toBeVisible()
  orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.payment).toMatchObject({ type: 'payuni_credit', status: 'paid' })
  expect(orders[0]!.payment_attempts.filter((a) => a.outcome === 'paid')).toHaveLength(1)
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(stored).not.toMatch(/414763\d{10}/)
  expect(logs.join('\n')).not.toMatch(/414763\d{10}/)
})

test('a saved PayUni card pays; reload keeps the step and the paid order', async ({ page }) => {
  await fillCart(page)
  await toShippingStep(page)
  await page.reload()
  await expect(page).toHaveURL(/step-shipping-and-payment/)
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await chooseAndPlace(page)
  await page.reload()
  await expect(page).toHaveURL(DONE)
  await page.getByRole('group', { name: '以信用卡付款' }).getByRole('radio').first().check()
  await page.getByRole('button', { name: '立即付款' }).click()
  await approveAtPayuni(page)
  await expect(page.getByText(/付款已完成/)).toBeVisible()
  // A reload of the paid done step shows it paid again, read from the order.
  await page.reload()
  await expect(page.getByText(/付款已完成/)).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.payment).toMatchObject({ status: 'paid' })
})

test("an order left unpaid when the buyer comes back to the cart: its link opens the Taiwan checkout's done step", async ({
  page,
}) => {
  await fillCart(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await chooseAndPlace(page)
  const orderId = DONE.exec(page.url())![1]!

  // Back to the cart, as the storefront's cart link opens it: the order waits there, one press away.
  await page.goto('/17shop/tw-checkout?liver_id=2001&stream_id=8001')
  await expect(page).toHaveURL(/\/17shop\/tw-checkout\/step-category\?/)
  await expect(page.getByText(`訂單 ${orderId} 正在等待您付款`)).toBeVisible()
  await page.getByRole('button', { name: `支付訂單 ${orderId}` }).click()
  await expect(page).toHaveURL(
    new RegExp(`/17shop/tw-checkout/step-done/${orderId}\\?.*liver_id=2001`),
  )
  await expect(page.getByRole('group', { name: '以信用卡付款' })).toBeVisible()
  await page.getByRole('group', { name: '以信用卡付款' }).getByRole('radio').first().check()
  await page.getByRole('button', { name: '立即付款' }).click()
  await approveAtPayuni(page)
  await expect(page.getByText(/付款已完成/)).toBeVisible()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.payment).toMatchObject({ type: 'payuni_credit', status: 'paid' })
})

test('the shipping step shows the saved addresses before the last order is read, then chooses from it', async ({
  page,
}) => {
  await fillCart(page)
  // buyer-tw's latest orders are read one by one after their list: held, the step still shows.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/v1\/17shop\/orders\/\d+$/, async (route) => {
    await held
    await route.continue()
  })
  await toShippingStep(page)
  await expect(page.getByRole('radio', { name: /陳美玲/ })).toBeVisible()
  // Nothing is chosen for the buyer yet, and the total is said to be on its way.
  await expect(page.getByRole('radio', { name: /^宅配/ })).not.toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: '正在計算總額…' })).toBeVisible()
  release()
  // The last order's shipping, card and e-mail, then its price: nothing typed or pressed.
  await expect(page.getByRole('radio', { name: /^宅配/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^信用卡/ })).toBeChecked()
  await expect(page.getByLabel('電子郵件地址')).not.toHaveValue('')
  await expect(page.locator('.checkout-summary')).toContainText(/NT\$680(?![.\d])/)
})

test('the done step shows the order without waiting for the saved cards, which then offer themselves', async ({
  page,
}) => {
  await fillCart(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await chooseAndPlace(page)
  // The saved cards are a second call after the order's: held, the step still shows the order.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/credit-cards?*', async (route) => {
    await held
    await route.continue()
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: '訂單已成立：請完成付款' })).toBeVisible()
  await expect(page.getByText(/您的訂單編號為/)).toBeVisible()
  await expect(page.getByRole('group', { name: '以信用卡付款' })).toBeHidden()
  release()
  await page.getByRole('group', { name: '以信用卡付款' }).getByRole('radio').first().check()
  await page.getByRole('button', { name: '立即付款' }).click()
  await approveAtPayuni(page)
  await expect(page.getByText(/付款已完成/)).toBeVisible()
})

test('the PayUni page left undecided: back, check, never a second charge', async ({ page }) => {
  await fillCart(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await chooseAndPlace(page)
  await payTyped(page, GOOD_CARD)
  await expect(page).toHaveURL(/\/__sandbox\/pay\/payuni\/\d+$/)
  await page.goBack()
  await expect(page).toHaveURL(DONE)
  await page.getByRole('button', { name: '改為確認付款狀態' }).first().click()
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.payment).toMatchObject({ status: expect.not.stringMatching('paid') as never })
  expect(orders[0]!.payment_attempts).toHaveLength(1)
})

test('reload, Back and Forward at every step keep the step and its choices', async ({ page }) => {
  await fillCart(page)
  await walkStepsWithReloadBackForward(page, {
    start: CHECKOUT,
    base: '/17shop/tw-checkout',
    category: '一般商品',
    next: '下一步',
    item: (p) => p.getByRole('checkbox', { name: /烏龍茶/ }),
    choose: async (p) => {
      await p.getByRole('radio', { name: /^宅配/ }).check()
      await p.getByRole('radio', { name: /陳美玲/ }).check()
      await p.getByRole('radio', { name: /^信用卡/ }).check()
      await p.getByLabel('電子郵件地址').fill('lin@example.com')
      await p.getByLabel('電話號碼').fill('0912345678')
    },
    chosen: async (p) => {
      await expect(p.getByRole('radio', { name: /^宅配/ })).toBeChecked()
      await expect(p.getByRole('radio', { name: /陳美玲/ })).toBeChecked()
      await expect(p.getByRole('radio', { name: /^信用卡/ })).toBeChecked()
      await expect(p.getByLabel('電子郵件地址')).toHaveValue('lin@example.com')
      await expect(p.getByLabel('電話號碼')).toHaveValue('0912345678')
    },
    place: '確認下單',
  })
  await expect(page.getByRole('heading', { name: /訂單已成立|感謝您的訂購/ })).toBeVisible()
})

test('the checkout refused by field: each message beside its field, values kept, the first focused', async ({
  page,
}) => {
  await fillCart(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /^宅配/ }).check()
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await page.getByRole('radio', { name: /^信用卡/ }).check()
  const email = page.getByLabel('電子郵件地址')
  const phone = page.getByLabel('電話號碼')
  const name = page.getByLabel('包裹上的姓名')
  await email.fill('lin@example.com')
  // A landline: a phone number to the form, but the shop takes only Taiwan mobile numbers.
  await phone.fill('0223456789')
  await name.fill('林小明')
  const place = page.getByRole('button', { name: '確認下單' })
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await place.click()
  await expect(phone).toHaveAccessibleDescription('商店未接受此電話號碼，請確認後再試一次。')
  await expect(phone).toBeFocused()
  await expect(phone).toHaveValue('0223456789')
  await expect(email).toHaveValue('lin@example.com')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('部分資料無效。請檢查表單後再試一次。')).toHaveCount(0)
  expect(await sandboxOrders(page)).toHaveLength(0)
  // Changing the field takes its mark away.
  await phone.fill('0912345678')
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true')

  // Several fields at once, the address among them: the first one on the page is focused.
  await fault(page, {
    method: 'POST',
    path: '/api/v1/17shop/checkout',
    status: 422,
    body: {
      code: 'VALIDATION_EXCEPTION',
      message: 'The given data was invalid.',
      data: {
        email: ['Taken.'],
        custom_buyer_name: ['Too long.'],
        'shipping_data.address_id': ['Unknown address.'],
      },
    },
  })
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await place.click()
  await expect(email).toHaveAccessibleDescription('商店未接受此電子郵件地址，請確認後再試一次。')
  await expect(name).toHaveAccessibleDescription(/商店未接受此姓名，請確認後再試一次。/)
  await expect(page.getByText('請選擇或新增地址。')).toBeVisible()
  await expect(page.getByRole('radio', { name: /陳美玲/ })).toBeFocused()
  await expect(phone).toHaveValue('0912345678')
  await expect(name).toHaveValue('林小明')

  // A field the form has no place for: the one general message.
  await fault(page, {
    method: 'POST',
    path: '/api/v1/17shop/checkout',
    status: 422,
    body: { code: 'VALIDATION_EXCEPTION', data: { coupon_code: ['Expired.'] } },
  })
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await place.click()
  await expect(page.getByText('部分資料無效。請檢查表單後再試一次。')).toBeVisible()
  expect(await sandboxOrders(page)).toHaveLength(0)

  await place.click()
  await expect(page).toHaveURL(DONE)
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
})
