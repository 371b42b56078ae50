/**
 * The fast-checkout alphabet played in Chromium, in English: quantities typed in the quick
 * purchase panel of liver 1003's stream page, the call's answers arranged in the sandbox, and
 * what the panel (or the store's checkout page it leaves for) shows in each state.
 */
import { expect, type Page, type Request } from '@playwright/test'
import type { FastCheckoutContext } from '../../../machines/fast-checkout/fast-checkout.machine'
import { heldFault } from '../support/sandbox'
import type { Realization, StepArgs } from './run-paths'

const ENTERPRISE = '/17shop/buyer/livers/1003?token=buyer-jp&post_id=5003&stream_id=7003&locale=en'
const FAST_CHECKOUT = '/api/v1/17shop/enterprise/stores/203/fast-checkout'
const COAT = 'ウール ロングコート / M'

const ctx = (args: StepArgs) => args.snapshot.context as FastCheckoutContext
const panel = (page: Page) => page.getByRole('region', { name: 'Quick purchase' })
const buyNow = (page: Page) => panel(page).getByRole('button', { name: 'Buy now' })

/** The panel's message for a machine error (fast-checkout-messages.tsx). */
const MESSAGES: Record<string, RegExp> = {
  UNSAFE_REDIRECT: /could not verify/,
  SKU_SOLD_OUT: /This option has just sold out/,
  NETWORK: /We could not reach the shop/,
}

/** Every fast-checkout call the page made, by page: one per tap, never a second. */
const calls = new WeakMap<Page, Request[]>()

export const fastCheckoutPage: Realization = {
  inputName: () => 'buyer-jp on an enterprise stream',
  start: async (page) => {
    const made: Request[] = []
    calls.set(page, made)
    page.on('request', (request) => {
      if (request.url().endsWith(FAST_CHECKOUT)) made.push(request)
    })
    await page.goto(ENTERPRISE)
  },
  acts: {
    'choose two coats': ({ page }) => panel(page).getByRole('spinbutton', { name: COAT }).fill('2'),
    // A double tap: the machine takes one.
    'buy now': ({ page }) => buyNow(page).dblclick(),
  },
  results: {
    // The sandbox's own answer: its enterprise checkout page, on this origin.
    "sent to the store's checkout": ({ page }) =>
      heldFault(page, { method: 'POST', path: FAST_CHECKOUT }),
    'sent off the allow-list': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: FAST_CHECKOUT,
        status: 200,
        body: { redirect_url: 'https://evil.example/checkout' },
      }),
    'sold out': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: FAST_CHECKOUT,
        status: 400,
        body: { code: 'SKU_SOLD_OUT' },
      }),
    'no connection': ({ page }) =>
      heldFault(page, { method: 'POST', path: FAST_CHECKOUT, network: 'abort' }),
  },
  states: {
    choosing: async (args) => {
      const { page } = args
      const chosen = ctx(args).lines.length > 0
      await expect(page).toHaveURL(/\/17shop\/buyer\/livers\/1003\/stream-products/)
      // The choice survives every failure.
      await expect(panel(page).getByRole('spinbutton', { name: COAT })).toHaveValue(
        chosen ? '2' : '0',
      )
      await (chosen ? expect(buyNow(page)).toBeEnabled() : expect(buyNow(page)).toBeDisabled())
      const error = ctx(args).error
      const alert = panel(page).getByRole('alert')
      await (error === null
        ? expect(alert).toHaveCount(0)
        : expect(alert).toContainText(MESSAGES[error] ?? /error Z1/))
    },
    submitting: ({ page }) => expect(buyNow(page)).toHaveAttribute('aria-busy', 'true'),
    leaving: async ({ page }) => {
      await expect(page).toHaveURL(/\/__sandbox\/pay\/enterprise-checkout\?/)
      await expect(page.getByText(`${COAT} × 2`)).toBeVisible()
    },
  },
  // The panel empty, chosen, and with each message; the store's page is the sandbox's.
  screen: (snapshot) => {
    const { lines, error } = snapshot.context as FastCheckoutContext
    if (snapshot.matches('leaving')) return null
    if (snapshot.matches('submitting')) return 'quick purchase, buying'
    return `quick purchase, ${lines.length > 0 ? 'chosen' : 'empty'}, ${error ?? 'no message'}`
  },
  invariant: async (args) => {
    const taps = args.events.slice(0, args.index).filter((name) => name === 'buy now').length
    expect(calls.get(args.page)).toHaveLength(taps)
  },
}
