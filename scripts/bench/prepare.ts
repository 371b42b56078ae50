/**
 * Checkout steps a deep link alone cannot show: the step routes need a cart and this tab's
 * checkout (sessionStorage), so a fresh tab lands on the category step. The bench prepares such a
 * route in the tab it then measures: the mug into the cart, then the steps as a buyer takes them,
 * in Japanese (the marketplace's default, as on every other measured page).
 */
import type { Page } from '@playwright/test'
import { prepareLive, type LiveStep } from './prepare-live'

/** The marketplace's steps, and each live shop's (prepare-live.ts). */
export type Preparation =
  | 'checkout-products'
  | 'checkout-shipping-and-payment'
  | 'checkout-done'
  | `live-${'jp' | 'tw'}-${LiveStep}`

const STORE = '/stores/sakura-select/marketplace'

/** Answers the address to measure: the step reached (the done step's has the order's id). */
export async function prepare(
  page: Page,
  origin: string,
  preparation: Preparation,
): Promise<string> {
  const live = /^live-(jp|tw)-(.+)$/.exec(preparation)
  if (live) return prepareLive(page, origin, live[1] as 'jp' | 'tw', live[2] as LiveStep)
  await page.goto(`${origin}${STORE}/products/3001`)
  const form = page.getByRole('form', { name: 'カートに入れる' })
  await form.getByRole('radio', { name: /藍/ }).check()
  await form.getByRole('button', { name: 'カートに入れる' }).click()
  await form.getByRole('link', { name: '購入手続きへ' }).waitFor()
  await page.goto(`${origin}${STORE}/checkout`)
  await page.getByRole('radio', { name: /通常商品/ }).check()
  await page.getByRole('button', { name: '次へ' }).click()
  await page.waitForURL(/step-products$/)
  if (preparation === 'checkout-products') return page.url()
  await page.getByRole('button', { name: '次へ' }).click()
  await page.waitForURL(/step-shipping-and-payment$/)
  // A shipping choice, so the measured page also prices the order, as a returning buyer's does.
  await page.getByRole('radio', { name: /配送（代金引換）/ }).check()
  await page.waitForLoadState('networkidle')
  if (preparation === 'checkout-shipping-and-payment') return page.url()
  // Cash on delivery: the done step of a placed order. Place the order saves the new address.
  const address = page.getByRole('form', { name: '新しい住所' })
  await address.getByLabel('受取人のお名前').fill('山田 花子')
  await address.getByLabel('電話番号').fill('09012345678')
  await address.getByLabel('郵便番号').fill('1000001')
  await address.getByRole('button', { name: '住所を検索' }).click()
  await address.getByLabel('番地・建物名').fill('1-1')
  await page.getByRole('radio', { name: /^代金引換/ }).check()
  await page.getByLabel('メールアドレス').fill('hanako@example.com')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: '注文を確定する' }).click()
  await page.waitForURL(/step-done\/\d+$/)
  return page.url()
}
