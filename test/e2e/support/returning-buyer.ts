/**
 * A buyer going from the cart to a paid order the way a returning buyer does: on each step they
 * press its main button, and only when the step stays (it refused, or the button does nothing)
 * do they answer it: a choice left unmade gets its first possible answer (or the method they
 * mean to pay with), a field marked invalid gets typed. Every press and every field typed is
 * counted, in this app only: what the buyer does on a payment provider's own page is not.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export interface Tally {
  presses: number
  typed: string[]
  /** What was pressed or typed, in order (a failing test says it). */
  log: string[]
}

/** What the buyer would type into a field that asks (by its autocomplete token). */
const ANSWERS: Record<string, string> = {
  email: 'buyer@example.com',
  tel: '0912345678',
  name: '林 小雨',
}

/** Each step's main button, in English (the tests open every shop with `locale=en`). */
const MAIN_BUTTON = /^(Next|Place the order|Pay now|Get the payment number|Pay with PayPay)$/

export interface Goal {
  /** The payment method's radio the buyer means to pay with (its name), if not any. */
  method?: RegExp
  /** Where the buyer is done: the paid order, the payment numbers, the provider's page. */
  reached: (page: Page) => Locator | RegExp
}

async function reachedGoal(page: Page, goal: Goal): Promise<boolean> {
  const target = goal.reached(page)
  if (target instanceof RegExp) return target.test(page.url())
  return target.isVisible()
}

/** Waits a little for the press to lead somewhere: another page, or the goal. */
async function progressed(page: Page, before: string, goal: Goal): Promise<boolean> {
  try {
    await expect
      .poll(async () => page.url() !== before || (await reachedGoal(page, goal)), {
        timeout: 4_000,
      })
      .toBe(true)
    return true
  } catch {
    return false
  }
}

/** The method the buyer means to pay with, chosen unless it already is. */
async function chooseMethod(page: Page, tally: Tally, goal: Goal) {
  if (!goal.method) return
  const method = page.locator('main').getByRole('radio', { name: goal.method })
  if ((await method.count()) > 0 && !(await method.first().isChecked())) {
    await method.first().check()
    tally.presses += 1
    tally.log.push(`chose ${goal.method.source}`)
  }
}

/** Answers what the step asks: unmade choices and fields marked invalid, else another card. */
async function answer(page: Page, tally: Tally, goal: Goal) {
  const main = page.locator('main')
  const before = tally.presses + tally.typed.length
  await chooseMethod(page, tally, goal)
  for (const group of await main.locator('fieldset:has(input[type=radio])').all()) {
    if (!(await group.isVisible())) continue
    if ((await group.locator('input[type=radio]:checked').count()) > 0) continue
    const first = group.locator('input[type=radio]:not([disabled])').first()
    if ((await first.count()) === 0) continue
    await first.check()
    tally.presses += 1
    tally.log.push(`chose ${await first.getAttribute('name')}`)
  }
  for (const field of await main.locator('input[aria-invalid="true"]:visible').all()) {
    const token = (await field.getAttribute('autocomplete')) ?? ''
    const value = ANSWERS[token.split(' ').pop() ?? ''] ?? ANSWERS.name!
    await field.fill(value)
    tally.typed.push(token || (await field.getAttribute('name')) || 'unnamed')
    tally.log.push(`typed ${tally.typed.at(-1)}`)
  }
  if (tally.presses + tally.typed.length > before) return
  // Nothing was left unanswered, yet the payment did not go through: the buyer tries another card.
  const again = main.getByRole('button', { name: 'Try again' })
  if (await again.isVisible()) {
    await again.click()
    tally.presses += 1
    tally.log.push('pressed Try again')
  }
  const other = main
    .getByRole('group', { name: 'Pay by card' })
    .locator('input[type=radio]:not(:checked):not([disabled])')
  if ((await other.count()) === 0) {
    throw new Error(`The step stays and asks nothing: ${tally.log.join(', ')} at ${page.url()}`)
  }
  await other.first().check()
  tally.presses += 1
  tally.log.push('chose another card')
}

/** From the page open now (the checkout's first step) to the goal; answers the tally. */
export async function payAsReturningBuyer(page: Page, goal: Goal): Promise<Tally> {
  const tally: Tally = { presses: 0, typed: [], log: [] }
  for (let round = 0; round < 16; round += 1) {
    if (await reachedGoal(page, goal)) return tally
    const button = page.locator('main').getByRole('button', { name: MAIN_BUTTON }).first()
    await expect(button).toBeVisible()
    // Waits until the step shows its choices: nothing loading on it.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
    if ((await button.textContent()) === 'Place the order') {
      // The step has read what it chooses from: a total, or the word that a shipping is wanted.
      await expect(
        page
          .locator('.checkout-summary')
          .or(page.getByText('Choose the shipping to see the total.')),
      ).toBeVisible()
      await chooseMethod(page, tally, goal)
      await expect(page.getByText('Calculating the total…')).toHaveCount(0)
    }
    const before = page.url()
    const label = await button.textContent()
    await button.click()
    tally.presses += 1
    tally.log.push(`pressed ${label}`)
    if (await progressed(page, before, goal)) continue
    await answer(page, tally, goal)
  }
  throw new Error(`Never reached the goal: ${tally.presses} presses`)
}
