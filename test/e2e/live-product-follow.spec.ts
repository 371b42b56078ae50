import { expect, test, type Page } from './support/test'

/** Fast enough for a test; the page reads every few seconds by default. */
const FOLLOW_MS = 1_000
/** The interval plus a second: a change the seller makes shows by then. */
const SHOWN_WITHIN = FOLLOW_MS + 1_000
const PRODUCT = '/17shop/buyer/livers/1001/products/4001?token=buyer-jp&post_id=5001&from=stream'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** The seller's move, made through the sandbox's stream control (docs/sandbox.md). */
async function move(page: Page, moves: unknown[]) {
  const answer = await page.request.post('/__sandbox/stream', { data: { moves } })
  expect(answer.ok(), await answer.text()).toBe(true)
}

test('the open product page follows the stream: stock left, a sale that closes and opens, sold out; the option, the quantity being typed and focus stay', async ({
  page,
}) => {
  await page.addInitScript((ms) => localStorage.setItem('17shop:follow-ms', String(ms)), FOLLOW_MS)
  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'カートに入れる' })
  const options = form.getByRole('group', { name: '種類を選択' })
  const big = options.getByRole('radio', { name: /500g/ })
  const small = options.locator('label').filter({ hasText: '250g' })
  const quantity = form.getByRole('textbox', { name: '数量' })
  const addButton = form.getByRole('button', { name: 'カートに入れる' })
  await expect(addButton).toBeEnabled()
  // The page is the one first loaded throughout: no reload.
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))

  await big.check()
  await quantity.fill('2')
  await quantity.focus()

  await move(page, [{ do: 'restock', product: 4001, sku: 40012, stock: 3 }])
  await expect(options.locator('label').filter({ hasText: '500g' })).toContainText('残り3点', {
    timeout: SHOWN_WITHIN,
  })

  await move(page, [{ do: 'closeSale', product: 4001 }])
  await expect(form).toContainText('販売は終了しました。', { timeout: SHOWN_WITHIN })
  await expect(addButton).toBeDisabled()
  await move(page, [{ do: 'openSale', product: 4001 }])
  await expect(form).not.toContainText('販売は終了しました。', { timeout: SHOWN_WITHIN })
  await expect(addButton).toBeEnabled()

  await move(page, [{ do: 'sellOut', product: 4001, sku: 40011 }])
  await expect(small).toContainText('売り切れ:在庫がありません', { timeout: SHOWN_WITHIN })
  await move(page, [{ do: 'sellOut', product: 4001 }])
  await expect(form).toContainText('売り切れです。', { timeout: SHOWN_WITHIN })
  await expect(addButton).toBeDisabled()

  await expect(big).toBeChecked()
  await expect(quantity).toHaveValue('2')
  await expect(quantity).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(
    true,
  )
})
