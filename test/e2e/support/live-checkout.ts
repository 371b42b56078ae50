/**
 * buyer-jp's way through liver 1001's Japan checkout (store 201, post 5001, stream 7001;
 * FIXTURES.md), in Japanese (the buyer's language) or English. The cart is filled as the buyer
 * does it, from the stream tab of the liver's storefront (`addFromStream`); `fillCart` is the
 * storefront's add call made directly, for tests whose subject starts later.
 */
import { expect, type Page } from '@playwright/test'
import { LIVE_STOREFRONT_WORDS as STOREFRONT_WORDS, LIVE_WORDS, type Locale } from './live-words'

export type { Locale }

export const LIVER = 1001
export const STREAM = 7001
export const CHECKOUT = `/17shop/checkout?token=buyer-jp&liver_id=${LIVER}&stream_id=${STREAM}`

export const words = (locale: Locale) => LIVE_WORDS[locale]

const STOREFRONT = `/17shop/buyer/livers/${LIVER}?token=buyer-jp&post_id=5001&stream_id=${STREAM}`

/** Liver 1001's storefront, on its stream tab (stream 7001). */
export async function openStorefront(page: Page, locale: Locale) {
  await page.goto(`${STOREFRONT}${locale === 'en' ? '&locale=en' : ''}`)
}

/**
 * Adds 万能だれ (SKU 40021, ¥2,160) from the stream tab of liver 1001's storefront: its product
 * page, one of it, Add to cart (the add carries stream 7001). Ends on the product page.
 */
export async function addFromStream(page: Page, locale: Locale) {
  const w = STOREFRONT_WORDS[locale]
  await openStorefront(page, locale)
  await page
    .getByRole('list', { name: w.stream })
    .getByRole('link', { name: /万能だれ/ })
    .click()
  await page.getByRole('button', { name: w.add }).click()
  await expect(page.getByRole('alert').filter({ hasText: w.added })).toBeVisible()
}

/** The storefront's add call made directly with a buyer's ready session (`session-<buyer>`). */
export async function addToLiveCart(
  page: Page,
  add: { buyer: string; sku: number; streamId: number },
) {
  const added = await page.request.post('/api/v1/17shop/add-cart', {
    headers: { Authorization: `Bearer session-${add.buyer}` },
    data: { id: add.sku, quantity: 1, stream_id: add.streamId },
  })
  expect(added.ok()).toBe(true)
}

/** Puts SKU 40021 (万能だれ) in buyer-jp's cart at store 201, bought from stream 7001. */
export const fillCart = (page: Page, sku = 40021) =>
  addToLiveCart(page, { buyer: 'buyer-jp', sku, streamId: STREAM })

/**
 * From a live page's way to checkout (the cart link, which keeps the liver and the stream) to the
 * shipping-and-payment step with the cart's items chosen.
 */
export async function toShippingStep(page: Page, locale: Locale) {
  const w = words(locale)
  await page
    .getByRole('link', { name: /カートとお会計|Cart and checkout/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-category\?/)
  await page.getByRole('radio', { name: w.regular }).check()
  await page.getByRole('button', { name: w.next, exact: true }).click()
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-products\?/)
  // Arriving from the category step ticks every item of the category.
  await expect(page.getByRole('checkbox', { name: /万能だれ/ })).toBeChecked()
  await page.getByRole('button', { name: w.next, exact: true }).click()
  await expect(page).toHaveURL(/\/17shop\/checkout\/step-shipping-and-payment\?/)
}

/** Delivery (or cash-on-delivery shipping) to the saved Osaka address and the method, priced. */
export async function chooseForOrder(
  page: Page,
  locale: Locale,
  method: 'card' | 'store' | 'paypay' | 'onDelivery',
) {
  const w = words(locale)
  await page.getByRole('radio', { name: /大阪/ }).first().check()
  await page.getByRole('radio', { name: method === 'onDelivery' ? w.cod : w.delivery }).check()
  await page.getByRole('radio', { name: w[method] }).check()
  // Priced on every change: the total is there before the order may be placed.
  await expect(page.locator('.checkout-summary')).toBeVisible()
}

/** The choices of `chooseForOrder`, then the order. */
export async function placeOrder(
  page: Page,
  locale: Locale,
  method: 'card' | 'store' | 'paypay' | 'onDelivery',
) {
  await chooseForOrder(page, locale, method)
  await page.getByRole('button', { name: words(locale).place }).click()
}

/** On the done step, buyer-jp's saved card 11 (…1111, which pays) and Pay now. */
export async function payBySavedCard(page: Page, locale: Locale) {
  const w = words(locale)
  await page.getByRole('group', { name: w.payByCard }).getByRole('radio', { name: /1111/ }).check()
  await page.getByRole('button', { name: w.payNow }).click()
}
