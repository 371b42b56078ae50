/**
 * The checkout alphabet (checkout.alphabet.ts) played in Chromium, for any shop: what each event
 * is on the page or in the sandbox, and what the page shows in each state of the machine. The
 * step screens are shared by the shops, in English here; a shop (checkout-shops.page.ts) says
 * where its checkout is, how its buyer gets an item and an address, what it costs and how an
 * order is paid.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import type { CheckoutContext } from '../../../machines/checkout/checkout.machine'
import { heldFault, sandboxOrders } from '../support/sandbox'
import type { Realization, StepArgs } from './run-paths'
import { stateKeyOf } from './select-paths'
import { offersNoShipping } from './checkout.alphabet'

export interface CheckoutPageShop {
  inputName: string
  /** Puts the item in the cart and opens the checkout. */
  start: (page: Page) => Promise<void>
  /** The checkout's path (`/17shop/checkout`); its steps are below it. */
  checkout: string
  /** What every step link of this shop carries (`?liver_id=…`), empty when nothing. */
  query: string
  /** The API the page calls (`/api/v2`, `/api/v1/17shop`), for the sandbox's faults. */
  api: string
  /** An order of the buyer that this checkout did not place: no way into its done step. */
  otherOrderId: number
  /** The one item in the cart, by a part of its name. */
  item: string
  /** The total the page shows, priced, for the choices made. */
  total: (context: CheckoutContext) => string
  /** How the buyer's address acts are done ('add an address', 'choose the saved address' …). */
  addressActs: Record<string, (args: StepArgs) => Promise<void>>
  fillContact: (page: Page) => Promise<void>
  /** Pays the placed order with the method chosen, as the buyer does on its step. */
  pay: (args: StepArgs) => Promise<void>
  /** What the step paying the order shows for the method chosen. */
  paying: (args: StepArgs) => Promise<void>
  /**
   * axe-core at each step screen with each message (every shop shows the same step screens, so
   * one shop's paths check them; accessibility.spec.ts checks the marketplace's hand-written).
   */
  checksAccessibility?: boolean
}

export const ctx = (args: StepArgs) => args.snapshot.context as CheckoutContext

/** The message the page gives for a checkout error code (checkout-messages.ts). */
const MESSAGES: Record<string, RegExp> = {
  CHECKOUT_ITEMS_STATUS_HAVE_CHANGED: /Some items changed since you added them/,
  NOT_FOUND_ITEM_IN_CART: /Some items are no longer in your cart/,
  MIXED_SKU_TYPE_EXCEPTION: /must be ordered separately/,
  ADD_CART_OUT_OF_STOCK: /Not that many are left/,
  PRICING_FAILED: /We could not calculate the total/,
  ADDRESS_NOT_DELETED: /We could not delete the address/,
  ADDRESS_NOT_SAVED: /We could not save the address, so the order was not placed/,
  TOTAL_CHANGED: /The total changed with the address/,
  UNKNOWN: /We could not update your cart/,
}

/** The paid (or to be paid) order's done step, by the method chosen. */
const DONE_TEXTS: Record<string, RegExp> = {
  custom_cod: /Pay the total to the delivery person/,
  gmo_credit: /The payment is complete/,
  payuni_credit: /The payment is complete/,
  gmo_cvs: /Pay at Lawson/,
  gmo_paypay: /Paid with PayPay/,
}

/** The shipping and payment choices, the same words in every shop. */
const CHOICES: Record<string, RegExp> = {
  'choose delivery': /^Delivery(?!,)/,
  'choose cash-on-delivery shipping': /Delivery, cash on delivery/,
  'choose home delivery': /^Home delivery/,
  'pay by card': /^Card/,
  'pay at a convenience store': /Convenience store/,
  'pay with PayPay': /^PayPay/,
  'pay on delivery': /Cash on delivery/,
}

const STEP_PATHS = {
  category: 'step-category',
  products: 'step-products',
  shippingAndPayment: 'step-shipping-and-payment',
} as const

async function showsError(args: StepArgs) {
  const code = ctx(args).error
  if (code === null) return
  await expect(args.page.getByText(MESSAGES[code] ?? /We could not place your order/)).toBeVisible()
}

const placeOrderBusy = ({ page }: StepArgs) =>
  expect(page.getByRole('button', { name: 'Place the order' })).toHaveAttribute('aria-busy', 'true')

/**
 * A step as axe-core sees it: with no message, with a message (an alert, whatever its words), or
 * with the changed items and their accept button; each state's first such screen is checked.
 */
function checkoutScreen(snapshot: AnyMachineSnapshot): string {
  const { error } = snapshot.context as CheckoutContext
  const shown =
    error === null
      ? 'no message'
      : error === 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED'
        ? 'the changed items'
        : 'a message'
  return `${stateKeyOf(snapshot)}, ${shown}`
}

export function checkoutPageOf(shop: CheckoutPageShop): Realization {
  const onStep = (page: Page, step: string) => onCheckoutStep(page, shop.checkout, step)
  const onDone = (page: Page) => onDoneStep(page, shop.checkout)
  const api = (path: string) => `${shop.api}${path}`
  const stepLinks = {
    ...STEP_PATHS,
    done: `step-done/${shop.otherOrderId}`,
  }
  return {
    inputName: (input) =>
      offersNoShipping(input) ? `${shop.inputName}, the store shipping nothing` : shop.inputName,
    start: async (page, input) => {
      // The store's shipping settings answer empty: it offers none (every one disabled).
      if (offersNoShipping(input)) {
        const response = await page.request.post('/__sandbox/faults', {
          data: { method: 'GET', path: api('/*shipping-setting'), status: 200, body: { data: [] } },
        })
        expect(response.ok()).toBe(true)
      }
      await shop.start(page)
    },
    acts: {
      'choose regular goods': ({ page }) =>
        page.getByRole('radio', { name: /Regular goods/ }).check(),
      // Arriving from the category step ticks every buyable item already: then this changes nothing.
      'tick the item': ({ page }) =>
        page.getByRole('checkbox', { name: new RegExp(`Order .*${shop.item}`) }).check(),
      'change the quantity': async ({ page }) => {
        const quantity = page.getByRole('textbox', { name: 'Quantity' })
        const now = Number(await quantity.inputValue())
        await quantity.fill(String(now + 1))
        await quantity.press('Enter')
      },
      'accept the changes': ({ page }) =>
        page.getByRole('button', { name: 'Accept the changes' }).click(),
      ...Object.fromEntries(
        Object.entries(CHOICES).map(([name, label]) => [
          name,
          ({ page }: StepArgs) => page.getByRole('radio', { name: label }).check(),
        ]),
      ),
      ...shop.addressActs,
      'fill in e-mail and phone': ({ page }) => shop.fillContact(page),
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
        Object.entries(stepLinks).map(([step, path]) => [
          `open step ${step}`,
          async ({ page }: StepArgs) => {
            await page.goto(`${shop.checkout}/${path}${shop.query}`)
          },
        ]),
      ),
      'place the order': ({ page }) =>
        page.getByRole('button', { name: 'Place the order' }).click(),
      'check again': ({ page }) => page.getByRole('button', { name: 'Check again' }).click(),
      pay: shop.pay,
    },
    results: {
      'quantity saved': ({ page }) =>
        heldFault(page, { method: 'PUT', path: api('/cart-items/*') }),
      'quantity refused': ({ page }) =>
        heldFault(page, {
          method: 'PUT',
          path: api('/cart-items/*'),
          status: 400,
          body: { code: 'ADD_CART_OUT_OF_STOCK' },
        }),
      'changes accepted': ({ page }) =>
        heldFault(page, { method: 'PUT', path: api('/stores/*/cart-items/sync-snapshot') }),
      'accepting fails': ({ page }) =>
        heldFault(page, {
          method: 'PUT',
          path: api('/stores/*/cart-items/sync-snapshot'),
          status: 500,
        }),
      // The sandbox's own answer, not held: the act that types the postcode waits for what it
      // fills in, and the step's state is the same while it is on its way.
      'postcode found': async () => ({ holds: false }),
      'address saved': ({ page }) => heldFault(page, { method: 'POST', path: api('/addresses') }),
      'saving the address fails': ({ page }) =>
        heldFault(page, { method: 'POST', path: api('/addresses'), status: 500 }),
      'address deleted': ({ page }) =>
        heldFault(page, { method: 'DELETE', path: api('/addresses/*') }),
      'deleting fails': ({ page }) =>
        heldFault(page, { method: 'DELETE', path: api('/addresses/*'), status: 500 }),
      price: ({ page }) => heldFault(page, { method: 'POST', path: api('/carts/pricing') }),
      'pricing fails': ({ page }) =>
        heldFault(page, { method: 'POST', path: api('/carts/pricing'), status: 500 }),
      'order placed': ({ page }) => heldFault(page, { method: 'POST', path: api('/checkout') }),
      // The sandbox never changes an item by itself: the answer is made here, naming the real item.
      // The sandbox holds the refusal (nothing is ordered); the page's route names the item in it.
      'items changed': async ({ page }) => {
        await page.route(
          `**${api('/checkout')}`,
          async (route) => {
            const body = route.request().postDataJSON() as { item_ids: number[] }
            await route.fetch()
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
        return heldFault(page, {
          method: 'POST',
          path: api('/checkout'),
          status: 409,
          body: { code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED', data: [] },
        })
      },
      'mixed goods refused': ({ page }) =>
        heldFault(page, {
          method: 'POST',
          path: api('/checkout'),
          status: 400,
          body: { code: 'MIXED_SKU_TYPE_EXCEPTION' },
        }),
      'items not in the cart': ({ page }) =>
        heldFault(page, {
          method: 'POST',
          path: api('/checkout'),
          status: 400,
          body: { code: 'NOT_FOUND_ITEM_IN_CART' },
        }),
      // Lost before the server ordered anything, unless the re-read is to find the order: then
      // after it (the order exists, the buyer never heard).
      'answer lost': ({ page, later }) =>
        heldFault(page, {
          method: 'POST',
          path: api('/checkout'),
          network: 'abort',
          when: later[0] === 'order found' ? 'after' : 'before',
        }),
      'cart says not ordered': ({ page }) =>
        heldFault(page, { method: 'GET', path: api('/stores/*/carts') }),
      // The items left the cart, and the buyer's orders hold the one made since the call.
      'order found': ({ page }) => heldFault(page, { method: 'GET', path: api('/stores/*/carts') }),
      // The cart answers without the items, as after an order whose answer was lost, and no
      // order made since the call is there to say so.
      'cart cannot tell': ({ page }) =>
        heldFault(page, {
          method: 'GET',
          path: api('/stores/*/carts'),
          status: 200,
          body: { data: { id: 1, items: [] } },
        }),
      'cart unreadable': ({ page }) =>
        heldFault(page, { method: 'GET', path: api('/stores/*/carts'), status: 500 }),
    },
    states: {
      'building.category': async ({ page }) => {
        await onStep(page, 'step-category')
        await expect(
          page.getByRole('heading', { name: 'What would you like to order?' }),
        ).toBeVisible()
      },
      'building.products.choosing': async (args) => {
        await onStep(args.page, 'step-products')
        await expect(
          args.page.getByRole('heading', { name: 'Choose the items to order' }),
        ).toBeVisible()
        await expect(args.page.getByRole('textbox', { name: 'Quantity' })).toBeEnabled()
        await showsError(args)
        const c = ctx(args)
        const marked = c.changedItems.some((item) => c.itemIds.includes(item.cart_item_id))
        await expect(
          args.page.getByRole('list', { name: new RegExp(`Changes to .*${shop.item}`) }),
        ).toHaveCount(marked ? 1 : 0)
      },
      'building.products.updatingQuantity': ({ page }) =>
        expect(page.getByRole('textbox', { name: 'Quantity' })).toBeDisabled(),
      'building.products.acceptingChanges': ({ page }) =>
        expect(page.getByRole('button', { name: 'Accept the changes' })).toHaveAttribute(
          'aria-busy',
          'true',
        ),
      'building.shippingAndPayment.unpriced': async ({ page }) => {
        await onStep(page, 'step-shipping-and-payment')
        await expect(page.getByText('Choose the shipping to see the total.')).toBeVisible()
      },
      'building.shippingAndPayment.deletingAddress': async ({ page }) => {
        await onStep(page, 'step-shipping-and-payment')
        await expect(page.getByText('Deleting the address…')).toBeVisible()
      },
      'building.shippingAndPayment.savingAddress': placeOrderBusy,
      'building.shippingAndPayment.pricing': async ({ page }) => {
        await onStep(page, 'step-shipping-and-payment')
        await expect(page.getByText('Calculating the total…')).toBeVisible()
      },
      'building.shippingAndPayment.pricingFailed': async (args) => {
        await onStep(args.page, 'step-shipping-and-payment')
        await expect(args.page.getByRole('button', { name: 'Try again' })).toBeVisible()
        await showsError(args)
      },
      'building.shippingAndPayment.priced': async (args) => {
        await onStep(args.page, 'step-shipping-and-payment')
        await expect(args.page.getByText('Calculating the total…')).toHaveCount(0)
        await expect(args.page.getByText(shop.total(ctx(args))).first()).toBeVisible()
        await showsError(args)
      },
      placing: placeOrderBusy,
      // The page shows the re-read as the same wait: the order is being placed.
      verifying: placeOrderBusy,
      unresolved: ({ page }) =>
        expect(
          page.getByRole('alert').filter({ hasText: 'We could not confirm your order' }),
        ).toBeVisible(),
      paying: shop.paying,
      done: async (args) => {
        await onDone(args.page)
        const text = DONE_TEXTS[ctx(args).payment?.type ?? 'custom_cod']!
        await expect(args.page.getByText(text).first()).toBeVisible()
      },
    },
    // One intent, one order: the sandbox holds an order exactly when the machine has one.
    invariant: async (args) => {
      expect(await sandboxOrders(args.page)).toHaveLength(ctx(args).orderId === null ? 0 : 1)
    },
    ...(shop.checksAccessibility && { screen: checkoutScreen }),
  }
}

/** On a step of the checkout at `checkout` (a path without pattern characters), any query. */
export const onCheckoutStep = (page: Page, checkout: string, step: string) =>
  expect(page).toHaveURL(new RegExp(`${checkout}/${step}(\\?.*)?$`))

/** On the done step of the order just placed: its number is there. */
export async function onDoneStep(page: Page, checkout: string) {
  await onCheckoutStep(page, checkout, 'step-done/\\d+')
  await expect(page.getByText(/Your order number is \d+/)).toBeVisible()
}
