/**
 * Reload, Back and Forward at every checkout step, the same walk for every shop: the step shown
 * is the one the URL names, with what was chosen on it, and once the order exists every step is
 * its done step (the steps that built it are over), with no second order.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { sandboxOrders } from './sandbox'

export interface StepsWalk {
  /** The checkout link (with its sign-on token, if any), which opens the category step. */
  start: string
  /** The path of the shop's checkout, before `/step-…`. */
  base: string
  /** The category radio's name and the Next button's. */
  category: string
  next: string
  /** The cart item's checkbox on the products step. */
  item: (page: Page) => Locator
  /** Makes every choice of the shipping-and-payment step; the total is then shown. */
  choose: (page: Page) => Promise<void>
  /** Checks those choices are still made (after a reload, Back and Forward). */
  chosen: (page: Page) => Promise<void>
  /** Place-order button's name. */
  place: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export async function walkStepsWithReloadBackForward(page: Page, walk: StepsWalk) {
  const at = (step: string) => new RegExp(`${escape(walk.base)}/${step}(\\?|$)`)
  const category = page.getByRole('radio', { name: walk.category })
  const next = page.getByRole('button', { name: walk.next, exact: true })
  const step = async (name: string, shown: Locator) => {
    await expect(page).toHaveURL(at(name))
    await expect(shown).toBeVisible()
  }

  await page.goto(walk.start)
  await step('step-category', category)
  await category.check()
  await page.reload()
  await step('step-category', category)
  await expect(category).toBeChecked()
  await next.click()
  await step('step-products', walk.item(page))
  await page.reload()
  await step('step-products', walk.item(page))
  await expect(walk.item(page)).toBeChecked()
  await page.goBack()
  await step('step-category', category)
  await expect(category).toBeChecked()
  await page.goForward()
  await step('step-products', walk.item(page))
  await next.click()

  const total = page.locator('.checkout-summary')
  await step('step-shipping-and-payment', page.getByRole('button', { name: walk.place }))
  await walk.choose(page)
  await expect(total).toBeVisible()
  await page.reload()
  await step('step-shipping-and-payment', total)
  await walk.chosen(page)
  // Back after a reload: the step before, as it was left.
  await page.goBack()
  await step('step-products', walk.item(page))
  await expect(walk.item(page)).toBeChecked()
  await page.reload()
  await step('step-products', walk.item(page))
  await page.goForward()
  await step('step-shipping-and-payment', total)
  await walk.chosen(page)

  await page.getByRole('button', { name: walk.place }).click()
  const done = at('step-done/\\d+')
  await expect(page).toHaveURL(done)
  // The order exists: Back offers no step that would build it again, and a reload keeps it.
  await page.goBack()
  await expect(page).toHaveURL(done)
  await page.goBack()
  await expect(page).toHaveURL(done)
  await page.goForward()
  await expect(page).toHaveURL(done)
  const doneUrl = page.url()
  await page.reload()
  await expect(page).toHaveURL(doneUrl)
  // Back after that reload loads the step before anew: it is over too.
  await page.goBack()
  await expect(page).toHaveURL(done)
  expect(await sandboxOrders(page)).toHaveLength(1)
}
