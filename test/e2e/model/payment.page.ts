/**
 * The payment alphabet played by a guest in Chromium on the done page of a card order: each event
 * as a click, a typed card (the test card that gives the answers the path expects) or a sandbox
 * answer, and what the page shows in each state of the payment machine.
 */
import { expect, type Page } from '@playwright/test'
import type { PaymentContext } from '../../../machines/payment/payment.machine'
import { fillPayee, orderByCard, typeCard } from '../support/marketplace-checkout'
import { cardNumbers } from './payment.alphabet'
import { heldFault, sandboxOrders } from '../support/sandbox'
import type { Realization, StepArgs } from './run-paths'

const ctx = (args: StepArgs) => args.snapshot.context as PaymentContext
const cards = (page: Page) => page.getByRole('group', { name: 'Pay by card' })
const nextRead = (args: StepArgs) => args.later.find((name) => name.startsWith('order '))

/** The message of card-payment.tsx for a payment machine error. */
function message(code: string): RegExp {
  if (code === 'UNSAFE_REDIRECT') return /cannot open here/
  if (code === 'GMO_PAYMENT_EXCEPTION') return /The card was declined/
  if (code === 'PAYMENT_FAILED' || code === 'PAYMENT_NOT_COMPLETED') {
    return /The payment was not completed/
  }
  if (code.startsWith('GMO_TOKEN_')) return /The card could not be added/
  return /We could not take the payment/
}

async function showsError(args: StepArgs) {
  const code = ctx(args).error
  if (code !== null) await expect(args.page.getByText(message(code))).toBeVisible()
}

/** Settles the order's open 3-D Secure attempt on the sandbox's page, as in another tab. */
async function decideThreeDSecure(page: Page, decision: 'approve' | 'decline') {
  const [order] = await sandboxOrders(page)
  const attempt = order?.payment_attempts.findLast((row) => row.outcome === 'redirected')
  if (!order || !attempt) throw new Error('no 3-D Secure attempt to decide')
  const response = await page.request.post(`/__sandbox/pay/3ds/${attempt.id}`, {
    form: { decision },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
}

const busy = (page: Page, name: string) =>
  expect(page.getByRole('button', { name })).toHaveAttribute('aria-busy', 'true')

export const paymentPage: Realization = {
  inputName: () => 'guest card order',
  start: async (page) => {
    await orderByCard(page)
  },
  acts: {
    'add a card': async (args) => {
      const number = cardNumbers(args.events)?.get(args.index - 1) ?? '4111111111111111'
      await typeCard(args.page, number)
    },
    'pay now': async ({ page, before }) => {
      if (before.matches('storePayment')) {
        const form = page.getByRole('form', { name: 'Pay at a convenience store' })
        await form.getByRole('button', { name: 'Get the payment number' }).click()
      } else {
        await cards(page).getByRole('button', { name: 'Pay now' }).click()
      }
    },
    // Approve or decline on the 3-D Secure page, which sends the buyer back.
    'come back from 3-D Secure': async (args) => {
      await args.page
        .getByRole('button', { name: nextRead(args) === 'order paid' ? 'Approve' : 'Decline' })
        .click()
    },
    // Undecided on the 3-D Secure page, the buyer comes Back and asks for a check; or asks again
    // while the order cannot say yet. Decided in the meantime: there, as in another tab.
    'check again': async (args) => {
      const { page, before } = args
      const read = nextRead(args)
      const check = before.matches('redirecting')
        ? page.getByRole('button', { name: 'Check the payment instead' })
        : page.getByRole('button', { name: 'Check again' })
      if (before.matches('redirecting')) await page.goBack()
      await expect(check).toBeVisible()
      if (read === 'order paid') await decideThreeDSecure(page, 'approve')
      if (read === 'order failed') await decideThreeDSecure(page, 'decline')
      await check.click()
    },
    'try again': ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
    'pay at a convenience store instead': ({ page }) =>
      page.getByRole('button', { name: 'Pay at a convenience store instead' }).click(),
    // Only filled: the form's button sends the payee with the submit (`pay now`).
    'fill in the payee': async ({ page }) => {
      await fillPayee(page)
    },
  },
  results: {
    // GMO's script runs in the page against the sandbox's fake GMO, which is never faulted.
    'card tokenised': async () => ({ holds: false }),
    'card refused by GMO': async ({ page }) => {
      await page.route(
        '**/__sandbox/pay/gmo-token',
        (route) => route.fulfill({ json: { resultCode: '102' } }),
        {
          times: 1,
        },
      )
      return { holds: false }
    },
    'card saved': ({ page }) => heldFault(page, { method: 'POST', path: '/api/v2/credit-cards' }),
    'card not saved': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: '/api/v2/credit-cards',
        status: 422,
        body: { code: 'VALIDATION_EXCEPTION', data: {} },
      }),
    charged: ({ page }) => heldFault(page, { method: 'POST', path: '/api/v2/orders/*/pay' }),
    '3-D Secure asked': ({ page }) =>
      heldFault(page, { method: 'POST', path: '/api/v2/orders/*/pay' }),
    'card declined': ({ page }) =>
      heldFault(page, { method: 'POST', path: '/api/v2/orders/*/pay' }),
    'sent off the allow-list': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: '/api/v2/orders/*/pay',
        status: 200,
        body: { data: { pay_redirect_url: 'https://evil.example/pay' } },
      }),
    // The charge is made (with the card the path typed), then the connection drops.
    'answer lost': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: '/api/v2/orders/*/pay',
        network: 'abort',
        when: 'after',
      }),
    // The order re-read is the done page's own read too: only the sandbox's state decides it.
    'order paid': async () => ({ holds: false }),
    'order failed': async () => ({ holds: false }),
    'order still approving': async () => ({ holds: false }),
    'method changed': ({ page }) =>
      heldFault(page, { method: 'PUT', path: '/api/v2/orders/*/payment-method' }),
    'method not changed': ({ page }) =>
      heldFault(page, {
        method: 'PUT',
        path: '/api/v2/orders/*/payment-method',
        status: 422,
        body: { code: 'VALIDATION_EXCEPTION', data: {} },
      }),
    'payment number made': ({ page }) =>
      heldFault(page, { method: 'POST', path: '/api/v2/orders/*/payment-account/generate' }),
    'payment number not made': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: '/api/v2/orders/*/payment-account/generate',
        status: 422,
        body: { code: 'VALIDATION_EXCEPTION', data: {} },
      }),
  },
  states: {
    choosing: async (args) => {
      await expect(cards(args.page).getByRole('button', { name: 'Pay now' })).toBeVisible()
      await showsError(args)
      const card = ctx(args).card
      if (card !== null) {
        await expect(cards(args.page).getByRole('radio', { checked: true })).toHaveCount(1)
      }
    },
    'addingCard.tokenizing': ({ page }) => busy(page, 'Add the card'),
    'addingCard.saving': ({ page }) => busy(page, 'Add the card'),
    paying: ({ page }) => busy(page, 'Pay now'),
    redirecting: async ({ page }) => {
      await expect(page).toHaveURL(/\/__sandbox\/pay\/3ds\/\d+$/)
      await expect(page.getByRole('heading', { name: '3-D Secure verification' })).toBeVisible()
    },
    'pending.rereading': ({ page }) =>
      expect(page.getByText('The payment is being confirmed')).toBeVisible(),
    'pending.undecided': async (args) => {
      const { page } = args
      await expect(page.getByText('The payment is being confirmed')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible()
      // Back undecided from the 3-D Secure page, which still waits: the buyer may go on there.
      await expect(
        page.getByRole('link', { name: 'Continue to the verification page' }),
      ).toHaveCount(ctx(args).redirectUrl === null ? 0 : 1)
    },
    declined: async (args) => {
      await expect(args.page.getByRole('button', { name: 'Try again' })).toBeVisible()
      await showsError(args)
    },
    changingMethod: ({ page }) =>
      expect(page.getByText('Changing the payment method…')).toBeVisible(),
    storePayment: async (args) => {
      const form = args.page.getByRole('form', { name: 'Pay at a convenience store' })
      await expect(form).toBeVisible()
      // The store payment form words its own failure (store-payment-form.tsx).
      await expect(
        form.getByText('We could not prepare the payment.', { exact: false }),
      ).toHaveCount(ctx(args).error === null ? 0 : 1)
    },
    generatingAccount: ({ page }) => busy(page, 'Get the payment number'),
    awaitingStorePayment: ({ page }) =>
      expect(page.getByRole('heading', { name: 'Pay at Lawson' })).toBeVisible(),
    paid: ({ page }) => expect(page.getByText(/The payment is complete/)).toBeVisible(),
  },
  // Never charged twice, never more charges than pay calls; paid exactly when the machine says.
  invariant: async (args) => {
    const orders = await sandboxOrders(args.page)
    expect(orders).toHaveLength(1)
    const attempts = orders[0]!.payment_attempts
    expect(attempts.filter((row) => row.outcome === 'paid').length).toBeLessThanOrEqual(1)
    expect(attempts.length).toBeLessThanOrEqual(ctx(args).attempts)
    if (args.snapshot.matches('paid')) expect(orders[0]!.payment?.status).toBe('paid')
  },
}
