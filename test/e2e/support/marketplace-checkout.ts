/**
 * A guest's way through the sakura-select checkout (FIXTURES.md), shared by the checkout browser
 * tests: the 藍 mug (SKU 30011, ¥2,860) into the cart, the steps, an address found by its
 * postcode, and a card on the done page.
 */
import { expect, type Page } from '@playwright/test'
import { cardExpiry } from '../../support/clock'

export const STORE = '/stores/sakura-select/marketplace'
export const DONE_PAGE = /\/checkout\/step-done\/\d+$/
export const stepUrl = (step: string) => new RegExp(`${STORE}/checkout/${step}$`)

/** Puts one 藍 mug into the cart from the product page (Japanese, the store's default, or English). */
export async function addMug(page: Page, locale: 'en' | 'ja' = 'en') {
  const names =
    locale === 'en' ? ['Add to cart', 'Go to checkout'] : ['カートに入れる', '購入手続きへ']
  await page.goto(`${STORE}/products/3001${locale === 'en' ? '?locale=en' : ''}`)
  const form = page.getByRole('form', { name: names[0] })
  await form.getByRole('radio', { name: /藍/ }).check()
  await form.getByRole('button', { name: names[0] }).click()
  await expect(form.getByRole('link', { name: names[1] })).toBeVisible()
}

/** From the cart to the shipping step: the category, then every item of it (preselected). */
export async function toShippingStep(page: Page) {
  await page.goto(`${STORE}/checkout`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-products'))
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeChecked()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
}

const PREFECTURES: Record<string, string> = { '1000001': '東京都', '5300001': '大阪府' }

/**
 * Types 山田 花子's new address: the complete postcode looks itself up (prefecture and city
 * filled). Place the order saves it; the contact phone defaults from it.
 */
export async function addAddress(page: Page, postcode: '1000001' | '5300001' = '1000001') {
  const address = page.getByRole('form', { name: 'New address' })
  await address.getByLabel("Recipient's name").fill('山田 花子')
  await address.getByLabel('Phone number').fill('09012345678')
  await address.getByLabel('Postcode').fill(postcode)
  await expect(address.getByLabel('Prefecture')).toHaveValue(PREFECTURES[postcode]!)
  await address.getByLabel('Street address and building').fill('1-1')
  await expect(
    page.getByRole('group', { name: 'Your contact details' }).getByLabel('Phone number'),
  ).toHaveValue('09012345678')
}

export async function fillContact(page: Page) {
  await page.getByLabel('E-mail address').fill('hanako@example.com')
  await page
    .getByRole('group', { name: 'Your contact details' })
    .getByLabel('Phone number')
    .fill('09012345678')
}

/** The mug in the cart and the shipping step filled for delivery (¥3,660) paid by card. */
export async function readyToOrderByCard(page: Page) {
  await addMug(page)
  await toShippingStep(page)
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  await addAddress(page)
  await page.getByRole('radio', { name: /^Card/ }).check()
  await fillContact(page)
  await expect(page.getByText('¥3,660').first()).toBeVisible()
}

/** Orders the mug for delivery (¥3,660) to be paid by card; answers the order's id. */
export async function orderByCard(page: Page): Promise<number> {
  await readyToOrderByCard(page)
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(DONE_PAGE)
  await expect(page.getByRole('group', { name: 'Pay by card' })).toBeVisible()
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** Types a new card on the done page (GMO's token script, then saved): the form's submit. */
export async function typeCard(page: Page, number: string) {
  const form = page
    .getByRole('group', { name: 'Pay by card' })
    .getByRole('form', { name: 'New card' })
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry (MM/YY)').fill(await validExpiry(page))
  await form.getByLabel('Security code').fill('123')
  await form.getByRole('button', { name: 'Add the card' }).click()
}

/** A card expiry years after the page's own clock (a literal one lapses, or disagrees with page.clock). */
export async function validExpiry(page: Page): Promise<string> {
  return cardExpiry(new Date(await page.evaluate(() => Date.now()))).typed
}

/** Adds a new card and sees it chosen. */
export async function addCard(page: Page, number: string) {
  await typeCard(page, number)
  const cards = page.getByRole('group', { name: 'Pay by card' })
  await expect(cards.getByRole('radio', { name: new RegExp(number.slice(-4)) })).toBeChecked()
}

/** Fills the convenience-store payee form of the done page (山田 花子) for `store`; no submit. */
export async function fillPayee(page: Page, store: 'Lawson' | 'FamilyMart' = 'Lawson') {
  const form = page.getByRole('form', { name: 'Pay at a convenience store' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('山田 花子')
  await form.getByLabel('Name in katakana').fill('ヤマダ ハナコ')
  await form.getByLabel('Mobile phone number').fill('09012345678')
  await form.getByLabel('Convenience store').selectOption({ label: store })
  return form
}
