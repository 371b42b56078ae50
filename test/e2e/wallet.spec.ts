import { expect, test, type Page } from './support/test'
import { fault } from './support/sandbox'
import { isolated } from './support/bidi'

/** The wallet fixture (FIXTURES.md, user 14): two saved cards and two payees in both shops. */
const WALLET = { email: 'wallet@example.com', password: 'Passw0rd!' }
const PROFILE = '/stores/sakura-select/member/profile'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

async function logInToMarketplace(page: Page) {
  await page.goto('/stores/sakura-select/account?locale=en')
  await page.getByLabel('E-mail address').fill(WALLET.email)
  await page.getByLabel('Password').fill(WALLET.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()
}

const WORDS = {
  en: {
    title: 'Saved cards and payees',
    link: 'Your saved cards and payees',
    removeCard: 'Remove the card ending in 3220',
    removePayee: `Remove the payee ${isolated('中村 健')} · Seicomart`,
    dialogCard: 'Remove this card?',
    dialogPayee: 'Remove this payee?',
    confirm: 'Remove',
    keep: 'Keep it',
    removed: 'The card was removed.',
    payeeRemoved: 'The payee was removed.',
    failed:
      'The shop could not remove the card just now, so it is still saved. Try again in a moment.',
  },
  ja: {
    title: '保存したカードと支払者',
    link: '保存したカードと支払者',
    removeCard: '末尾3220のカードを削除',
    removePayee: `支払者「${isolated('中村 健')} · セイコーマート」を削除`,
    dialogCard: 'このカードを削除しますか？',
    dialogPayee: 'この支払者を削除しますか？',
    confirm: '削除',
    keep: 'そのままにする',
    removed: 'カードを削除しました。',
    payeeRemoved: '支払者を削除しました。',
    failed:
      'ショップがいまカードを削除できなかったため、カードは保存されたままです。しばらくしてからもう一度お試しください。',
  },
  'zh-TW': {
    title: '已儲存的卡片與付款人',
    link: '已儲存的卡片與付款人',
    removeCard: '移除末四碼 3220 的卡片',
    removePayee: `移除付款人「${isolated('中村 健')} · Seicomart 便利商店」`,
    dialogCard: '要移除這張卡片嗎？',
    dialogPayee: '要移除這位付款人嗎？',
    confirm: '移除',
    keep: '保留',
    removed: '已移除卡片。',
    payeeRemoved: '已移除付款人。',
    failed: '商店目前無法移除這張卡片，卡片仍保留中。請稍後再試。',
  },
} as const
type Locale = keyof typeof WORDS

for (const locale of Object.keys(WORDS) as Locale[]) {
  const words = WORDS[locale]
  test(`${locale}: the member removes a saved card from the profile after confirming, and it stays gone`, async ({
    page,
  }) => {
    await logInToMarketplace(page)
    await page.goto(`${PROFILE}?locale=${locale}`)
    const wallet = page.getByRole('region', { name: words.title })
    await expect(wallet.getByText('************1111')).toBeVisible()
    await expect(wallet.getByText('************3220')).toBeVisible()
    await expect(wallet.getByRole('listitem')).toHaveCount(4)

    // Keeping it changes nothing.
    await wallet.getByRole('button', { name: words.removeCard }).click()
    const dialog = page.getByRole('dialog', { name: words.dialogCard })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: words.keep }).click()
    await expect(dialog).toBeHidden()
    await expect(wallet.getByText('************3220')).toBeVisible()

    await wallet.getByRole('button', { name: words.removeCard }).click()
    await dialog.getByRole('button', { name: words.confirm, exact: true }).click()
    await expect(wallet.getByRole('status')).toHaveText(words.removed)
    await expect(wallet.getByText('************3220')).toBeHidden()
    await expect(wallet.getByText('************1111')).toBeVisible()

    await page.reload()
    await expect(wallet.getByText('************1111')).toBeVisible()
    await expect(wallet.getByText('************3220')).toBeHidden()
  })

  test(`${locale}: a removal the shop refuses keeps the card and says why`, async ({ page }) => {
    await logInToMarketplace(page)
    await page.goto(`${PROFILE}?locale=${locale}`)
    const wallet = page.getByRole('region', { name: words.title })
    await expect(wallet.getByText('************3220')).toBeVisible()
    await fault(page, { method: 'DELETE', path: '/api/v2/credit-cards/32', status: 500 })
    await wallet.getByRole('button', { name: words.removeCard }).click()
    await page.getByRole('dialog').getByRole('button', { name: words.confirm, exact: true }).click()
    await expect(wallet.getByRole('alert')).toHaveText(words.failed)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(wallet.getByText('************3220')).toBeVisible()
    await page.reload()
    await expect(wallet.getByText('************3220')).toBeVisible()
  })

  test(`${locale}: the live buyer reaches the wallet from their orders and removes a payee`, async ({
    page,
  }) => {
    await page.goto(`/17shop/orders?token=buyer-wallet&locale=${locale}`)
    await page.getByRole('link', { name: words.link }).click()
    await expect(page).toHaveURL(/\/17shop\/wallet/)
    const wallet = page.getByRole('region', { name: words.title })
    await expect(wallet.getByRole('listitem')).toHaveCount(4)
    await wallet.getByRole('button', { name: words.removePayee }).click()
    const dialog = page.getByRole('dialog', { name: words.dialogPayee })
    await dialog.getByRole('button', { name: words.confirm, exact: true }).click()
    await expect(wallet.getByRole('status')).toHaveText(words.payeeRemoved)
    await expect(wallet.getByRole('listitem')).toHaveCount(3)
    await page.reload()
    await expect(wallet.getByRole('listitem')).toHaveCount(3)
    await expect(wallet.getByText('中村 真央')).toBeVisible()
    await expect(wallet.getByText('中村 健')).toBeHidden()
  })
}

test('a buyer with nothing saved reads that, and a list that cannot be read offers to try again', async ({
  page,
}) => {
  await fault(page, { method: 'GET', path: '/api/v1/17shop/credit-cards', status: 500 })
  await page.goto('/17shop/wallet?token=buyer-new&locale=en')
  const wallet = page.getByRole('region', { name: 'Saved cards and payees' })
  await expect(wallet.getByRole('alert')).toContainText('Please try again')
  await wallet.getByRole('button', { name: 'Try again' }).click()
  await expect(wallet.getByText('You have no saved card.', { exact: false })).toBeVisible()
  await expect(wallet.getByText('You have no saved payee.', { exact: false })).toBeVisible()
})

test('the payment choice removes the preselected card, and the one left is chosen instead', async ({
  page,
}) => {
  // buyer-jp's unpaid card order: cards 11 (…1111) and 12 (…0002, the latest, so preselected).
  await page.goto('/17shop/orders/9103?token=buyer-jp&locale=en')
  const declined = page.getByRole('radio', { name: '************0002' })
  const kept = page.getByRole('radio', { name: '************1111' })
  await expect(declined).toBeChecked()
  await page.getByRole('button', { name: 'Remove the card ending in 0002' }).click()
  await page
    .getByRole('dialog', { name: 'Remove this card?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click()
  await expect(declined).toBeHidden()
  await expect(kept).toBeChecked()
  await page.reload()
  await expect(kept).toBeChecked()
  await expect(declined).toBeHidden()
})

test('the payment choice removes a saved payee, and then asks who pays', async ({ page }) => {
  // The member's unpaid convenience-store order 9002, with payee 1 (Lawson) saved.
  await page.goto('/stores/sakura-select/marketplace?locale=en')
  await page.evaluate(() =>
    localStorage.setItem(
      'storefront:token.consumer',
      JSON.stringify({ value: 'session-member', expiresAt: Date.UTC(9999, 0) }),
    ),
  )
  await page.goto('/stores/sakura-select/marketplace/orders/9002')
  const saved = page.getByRole('radio', { name: /佐藤 花子/ })
  await expect(saved).toBeChecked()
  await page
    .getByRole('button', { name: new RegExp(`Remove the payee ${isolated('佐藤 花子')}`) })
    .click()
  await page
    .getByRole('dialog', { name: 'Remove this payee?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click()
  await expect(saved).toBeHidden()
  await expect(page.getByRole('form', { name: 'Pay at a convenience store' })).toBeVisible()
})
