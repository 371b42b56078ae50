import { expect, test, type Page } from './support/test'
import { addMug, STORE, stepUrl } from './support/marketplace-checkout'

/**
 * A quantity typed on the products step, then Next tapped: on a phone the numeric keypad has no
 * Return key, so the tap is how the buyer leaves the box. The save that leaving starts is made
 * slow here, so the tap always lands while it is in flight.
 */
const SLOW_MS = 1500

test.beforeEach(async ({ page, request }) => {
  await request.post('/__sandbox/reset')
  await addMug(page)
  await page.goto(`${STORE}/checkout`)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-products'))
  const response = await request.post('/__sandbox/faults', {
    data: { method: 'PUT', path: '/api/v2/cart-items/*', delayMs: SLOW_MS, times: 1 },
  })
  expect(response.ok()).toBe(true)
})

/** Back on the products step, the box shows what the cart holds now. */
async function cartHolds(page: Page, quantity: string) {
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(stepUrl('step-products'))
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue(quantity)
}

test('one tap on Next after typing a quantity saves it and goes on', async ({ page }) => {
  const box = page.getByRole('textbox', { name: 'Quantity' })
  await box.fill('3')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  // The tap is kept while the quantity is saved: Next says it is on its way.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveAttribute(
    'aria-busy',
    'true',
  )
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await cartHolds(page, '3')
})

test('a quantity typed in a box that never lost focus is taken by Next', async ({ page }) => {
  const box = page.getByRole('textbox', { name: 'Quantity' })
  await box.fill('2')
  // A click that moves no focus, as some engines' taps do: the box never blurs.
  await page.getByRole('button', { name: 'Next', exact: true }).dispatchEvent('click')
  await expect(page).toHaveURL(stepUrl('step-shipping-and-payment'))
  await cartHolds(page, '2')
})
