/**
 * The marketplace checkout alphabet played by a guest in Chromium: what each event is on the page
 * or in the sandbox, and what the page shows in each state of the machine.
 */
import { expect, type Page } from '@playwright/test'
import type { CheckoutContext } from '../../../machines/checkout/checkout.machine'
import { fault, HOLD_MS, sandboxOrders } from '../support/sandbox'
import {
  addAddress,
  addCard,
  addMug,
  fillContact,
  fillPayee,
  STORE,
} from '../support/marketplace-checkout'
import type { Realization, StepArgs } from './run-paths'

const STEP_PATHS = {
  category: 'step-category',
  products: 'step-products',
  shippingAndPayment: 'step-shipping-and-payment',
  // An order this checkout did not place: no way into the done step.
  done: 'step-done/9001',
} as const

const ctx = (args: StepArgs) => args.snapshot.context as CheckoutContext
const onStep = (page: Page, step: string) =>
  expect(page).toHaveURL(new RegExp(`${STORE}/checkout/${step}(\\?.*)?$`))

/** The message the page gives for a checkout error code (checkout-messages.ts). */
const MESSAGES: Record<string, RegExp> = {
  CHECKOUT_ITEMS_STATUS_HAVE_CHANGED: /Some items changed since you added them/,
  NOT_FOUND_ITEM_IN_CART: /Some items are no longer in your cart/,
  MIXED_SKU_TYPE_EXCEPTION: /must be ordered separately/,
  ADD_CART_OUT_OF_STOCK: /Not that many are left/,
  PRICING_FAILED: /We could not calculate the total/,
  UNKNOWN: /We could not update your cart/,
}

async function showsError(args: StepArgs) {
  const code = ctx(args).error
  if (code === null) return
  await expect(args.page.getByText(MESSAGES[code] ?? /We could not place your order/)).toBeVisible()
}

const placeOrderBusy = ({ page }: StepArgs) =>
  expect(page.getByRole('button', { name: 'Place the order' })).toHaveAttribute('aria-busy', 'true')

const onDone = async (page: Page) => {
  await expect(page).toHaveURL(new RegExp(`${STORE}/checkout/step-done/\\d+$`))
  await expect(page.getByText(/Your order number is \d+/)).toBeVisible()
}

export const checkoutPage: Realization = {
  inputName: () => 'guest',
  start: async (page) => {
    await addMug(page)
    await page.goto(`${STORE}/checkout`)
  },
  acts: {
    'choose regular goods': ({ page }) =>
      page.getByRole('radio', { name: /Regular goods/ }).check(),
    // Arriving from the category step ticks every buyable item already: then this changes nothing.
    'tick the mug': ({ page }) => page.getByRole('checkbox', { name: /Order .*藍/ }).check(),
    'change the quantity': async ({ page }) => {
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
      const now = Number(await quantity.inputValue())
      await quantity.fill(String(now + 1))
      await quantity.press('Enter')
    },
    'accept the changes': ({ page }) =>
      page.getByRole('button', { name: 'Accept the changes' }).click(),
    'choose delivery': ({ page }) => page.getByRole('radio', { name: /^Delivery(?!,)/ }).check(),
    'choose cash-on-delivery shipping': ({ page }) =>
      page.getByRole('radio', { name: /Delivery, cash on delivery/ }).check(),
    'add an address': ({ page }) => addAddress(page),
    'pay by card': ({ page }) => page.getByRole('radio', { name: /^Card/ }).check(),
    'pay at a convenience store': ({ page }) =>
      page.getByRole('radio', { name: /Convenience store/ }).check(),
    'pay on delivery': ({ page }) => page.getByRole('radio', { name: /Cash on delivery/ }).check(),
    'fill in e-mail and phone': ({ page }) => fillContact(page),
    'try the total again': ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
    next: ({ page }) => page.getByRole('button', { name: 'Next', exact: true }).click(),
    back: ({ page, before }) =>
      page
        .getByRole('button', {
          name: before.value === 'unresolved' ? 'Back to the cart' : 'Back',
          exact: true,
        })
        .click(),
    ...Object.fromEntries(
      Object.entries(STEP_PATHS).map(([step, path]) => [
        `open step ${step}`,
        async ({ page }: StepArgs) => {
          await page.goto(`${STORE}/checkout/${path}`)
        },
      ]),
    ),
    'place the order': ({ page }) => page.getByRole('button', { name: 'Place the order' }).click(),
    'check again': ({ page }) => page.getByRole('button', { name: 'Check again' }).click(),
    pay: async (args) => {
      const { page } = args
      if (ctx(args).payment?.type === 'gmo_cvs') {
        const form = await fillPayee(page)
        await form.getByRole('button', { name: 'Get the payment number' }).click()
        return
      }
      await addCard(page, '4111111111111111')
      const cards = page.getByRole('group', { name: 'Pay by card' })
      await cards.getByRole('button', { name: 'Pay now' }).click()
    },
  },
  results: {
    'quantity saved': ({ page }) => fault(page, { method: 'PUT', path: '/api/v2/cart-items/*' }),
    'quantity refused': ({ page }) =>
      fault(page, {
        method: 'PUT',
        path: '/api/v2/cart-items/*',
        status: 400,
        body: { code: 'ADD_CART_OUT_OF_STOCK' },
      }),
    'changes accepted': ({ page }) =>
      fault(page, { method: 'PUT', path: '/api/v2/stores/*/cart-items/sync-snapshot' }),
    'accepting fails': ({ page }) =>
      fault(page, {
        method: 'PUT',
        path: '/api/v2/stores/*/cart-items/sync-snapshot',
        status: 500,
      }),
    price: ({ page }) => fault(page, { method: 'POST', path: '/api/v2/carts/pricing' }),
    'pricing fails': ({ page }) =>
      fault(page, { method: 'POST', path: '/api/v2/carts/pricing', status: 500 }),
    'order placed': ({ page }) => fault(page, { method: 'POST', path: '/api/v2/checkout' }),
    // The sandbox never changes an item by itself: the answer is made here, naming the real item.
    'items changed': async ({ page }) => {
      await page.route(
        '**/api/v2/checkout',
        async (route) => {
          const body = route.request().postDataJSON() as { item_ids: number[] }
          await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
          await route.fulfill({
            status: 409,
            json: {
              code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
              data: [{ cart_item_id: body.item_ids[0], status_changes: ['price'] }],
            },
          })
        },
        { times: 1 },
      )
      return { holds: true }
    },
    'mixed goods refused': ({ page }) =>
      fault(page, {
        method: 'POST',
        path: '/api/v2/checkout',
        status: 400,
        body: { code: 'MIXED_SKU_TYPE_EXCEPTION' },
      }),
    'items not in the cart': ({ page }) =>
      fault(page, {
        method: 'POST',
        path: '/api/v2/checkout',
        status: 400,
        body: { code: 'NOT_FOUND_ITEM_IN_CART' },
      }),
    // Lost before the server ordered anything (a lost answer of a real order, and what a guest is
    // then told, is test/e2e/checkout-marketplace.spec.ts's).
    'answer lost': ({ page }) =>
      fault(page, { method: 'POST', path: '/api/v2/checkout', network: 'abort' }),
    'cart says not ordered': ({ page }) =>
      fault(page, { method: 'GET', path: '/api/v2/stores/*/carts' }),
    // The cart answers without the items, as after an order whose answer was lost: a guest has no
    // order list to look in, so nothing tells whether the order exists.
    'cart cannot tell': ({ page }) =>
      fault(page, {
        method: 'GET',
        path: '/api/v2/stores/*/carts',
        status: 200,
        body: { data: { id: 1, items: [] } },
      }),
    'cart unreadable': ({ page }) =>
      fault(page, { method: 'GET', path: '/api/v2/stores/*/carts', status: 500 }),
  },
  states: {
    category: async ({ page }) => {
      await onStep(page, 'step-category')
      await expect(
        page.getByRole('heading', { name: 'What would you like to order?' }),
      ).toBeVisible()
    },
    'products.choosing': async (args) => {
      await onStep(args.page, 'step-products')
      await expect(
        args.page.getByRole('heading', { name: 'Choose the items to order' }),
      ).toBeVisible()
      await expect(args.page.getByRole('spinbutton', { name: 'Quantity' })).toBeEnabled()
      await showsError(args)
      const c = ctx(args)
      const marked = c.changedItems.some((item) => c.itemIds.includes(item.cart_item_id))
      await expect(args.page.getByRole('list', { name: /Changes to .*藍/ })).toHaveCount(
        marked ? 1 : 0,
      )
    },
    'products.updatingQuantity': ({ page }) =>
      expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled(),
    'products.acceptingChanges': ({ page }) =>
      expect(page.getByRole('button', { name: 'Accept the changes' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    'shippingAndPayment.unpriced': async ({ page }) => {
      await onStep(page, 'step-shipping-and-payment')
      await expect(page.getByText('Choose the shipping to see the total.')).toBeVisible()
    },
    'shippingAndPayment.pricing': async ({ page }) => {
      await onStep(page, 'step-shipping-and-payment')
      await expect(page.getByText('Calculating the total…')).toBeVisible()
    },
    'shippingAndPayment.pricingFailed': async (args) => {
      await onStep(args.page, 'step-shipping-and-payment')
      await expect(args.page.getByRole('button', { name: 'Try again' })).toBeVisible()
      await showsError(args)
    },
    'shippingAndPayment.priced': async (args) => {
      await onStep(args.page, 'step-shipping-and-payment')
      await expect(args.page.getByText('Calculating the total…')).toHaveCount(0)
      // ¥2,860 a mug, ¥800 shipping, ¥330 more on delivery (FIXTURES.md).
      const c = ctx(args)
      await expect(
        args.page.getByText(c.payment?.type === 'custom_cod' ? '¥3,990' : '¥3,660').first(),
      ).toBeVisible()
      await showsError(args)
    },
    placing: placeOrderBusy,
    // The page shows the re-read as the same wait: the order is being placed.
    verifying: placeOrderBusy,
    unresolved: ({ page }) =>
      expect(
        page.getByRole('alert').filter({ hasText: 'We could not confirm your order' }),
      ).toBeVisible(),
    paying: async (args) => {
      await onDone(args.page)
      if (ctx(args).payment?.type === 'gmo_cvs') {
        await expect(
          args.page.getByRole('form', { name: 'Pay at a convenience store' }),
        ).toBeVisible()
      } else {
        await expect(args.page.getByRole('group', { name: 'Pay by card' })).toBeVisible()
      }
    },
    done: async (args) => {
      await onDone(args.page)
      const texts: Record<string, RegExp> = {
        custom_cod: /Pay the total to the delivery person/,
        gmo_credit: /The payment is complete/,
        gmo_cvs: /Pay at Lawson/,
      }
      const text = texts[ctx(args).payment?.type ?? 'custom_cod']!
      await expect(args.page.getByText(text).first()).toBeVisible()
    },
  },
  // One intent, one order: the sandbox holds an order exactly when the machine has one.
  invariant: async (args) => {
    expect(await sandboxOrders(args.page)).toHaveLength(ctx(args).orderId === null ? 0 : 1)
  },
}
