import { expect, test } from './support/test'
import { addMug, STORE, stepUrl } from './support/marketplace-checkout'

/**
 * The address moves to the next step at once, but the step before stays on screen until the next
 * one has what it shows (here, the cart). Meanwhile that old screen's buttons wait, busy: the
 * machine is already on the next step, where a press meant for this one must not land.
 */
test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

test('a step on its way out shows it is busy until the next one can show, and takes no second press', async ({
  page,
}) => {
  await addMug(page)
  await page.goto(`${STORE}/checkout`)
  await expect(page).toHaveURL(stepUrl('step-category'))
  await page.getByRole('radio', { name: /Regular goods/ }).check()

  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const cartAsked = page.waitForRequest(/\/stores\/[^/]+\/carts$/)
  await page.route(/\/stores\/[^/]+\/carts$/, async (route) => {
    await released
    await route.continue()
  })
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await cartAsked
  await expect(page).toHaveURL(stepUrl('step-products'))
  // The old screen, its Next busy, and a tap on it all the same, seen and done inside the page in
  // one frame: once the cart has been awaited a second, the router shows the next step's loading
  // screen in its place, and separate checks from the test reached that second on a busy machine.
  await page.waitForFunction(() => {
    const heading = [...document.querySelectorAll('h1, h2')].find(
      (h) => h.textContent?.trim() === 'What would you like to order?',
    )
    const next = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Next',
    )
    if (!heading || next?.getAttribute('aria-busy') !== 'true') return false
    next.click()
    return true
  })

  release()
  await expect(page.getByRole('heading', { name: 'Choose the items to order' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /Order .*藍/ })).toBeChecked()
  await expect(page).toHaveURL(stepUrl('step-products'))
})
