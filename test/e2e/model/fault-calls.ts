/**
 * The calls of every shop that make or pay an order, as the fault matrix
 * (checkout-shops-fault-matrix.spec.ts) plays them in the browser, in English: how the buyer
 * comes to the press that sends the call, what shows that the call did its work, and how the buyer
 * goes back to the press after a refusal. The marketplace's checkout and pay calls have their own
 * matrices (checkout-fault-matrix.spec.ts, checkout-pay-fault-matrix.spec.ts); these are the live
 * shops' (test/e2e/model/checkout-shops.ts has the buyers and stores).
 */
import { expect, type Page } from '@playwright/test'
import { addToLiveCart } from '../support/live-checkout'

export interface FaultCall {
  name: string
  /** The call, as the sandbox's faults match it. */
  call: { method: string; path: string }
  /** Whether the call's effect is an order (the checkout) or a payment (a charge or a hand-over). */
  effect: 'order' | 'payment' | 'hand-over'
  /** Brings the buyer to the press, the form filled. */
  ready: (page: Page) => Promise<void>
  press: (page: Page) => Promise<void>
  /** The call did its work: the order shown, paid, or the provider's page open. */
  done: (page: Page) => Promise<void>
  /** From a refusal back to the press (its "Try again", when the page has one). */
  again: (page: Page) => Promise<void>
  /** What the buyer typed or chose, still there when back at the press after a refusal. */
  kept: (page: Page) => Promise<void>
  /** The page says what failed beside the press itself, which is the way to try again. */
  retryIsThePress?: true
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click()
const place = (page: Page) => page.getByRole('button', { name: 'Place the order' }).click()
const cards = (page: Page) => page.getByRole('group', { name: 'Pay by card' })
const ORDER_SHOWN = /Your order number is \d+/
const DONE = /checkout\/step-done\/\d+/

/** The category and products steps of a live checkout, to the shipping-and-payment step. */
async function toShipping(page: Page, item: RegExp) {
  await expect(page).toHaveURL(/step-category/)
  await page.getByRole('radio', { name: /Regular goods/ }).check()
  await next(page)
  await expect(page.getByRole('checkbox', { name: item })).toBeChecked()
  await next(page)
  await expect(page).toHaveURL(/step-shipping-and-payment/)
}

async function liveJpReady(page: Page, payment: RegExp) {
  await addToLiveCart(page, { buyer: 'buyer-jp', sku: 40021, streamId: 7001 })
  await page.goto('/17shop/checkout?liver_id=1001&stream_id=7001&locale=en&token=buyer-jp')
  await toShipping(page, /万能だれ/)
  await page.getByRole('radio', { name: /大阪/ }).first().check()
  await page.getByRole('radio', { name: /^Delivery(?!,)/ }).check()
  await page.getByRole('radio', { name: payment }).check()
  await expect(page.getByText('¥2,760').first()).toBeVisible()
}

async function liveTwReady(page: Page) {
  await addToLiveCart(page, { buyer: 'buyer-tw', sku: 42011, streamId: 8001 })
  await page.goto('/17shop/tw-checkout?liver_id=2001&stream_id=8001&locale=en&token=buyer-tw')
  await toShipping(page, /烏龍茶/)
  await page.getByRole('radio', { name: /陳美玲/ }).check()
  await page.getByRole('radio', { name: /^Home delivery/ }).check()
  await page.getByRole('radio', { name: /^Card/ }).check()
  await page.getByLabel('E-mail address').fill('lin@example.com')
  await page
    .getByRole('group', { name: 'Your contact details' })
    .getByLabel('Phone number')
    .fill('0912345678')
  await expect(page.getByText('NT$780').first()).toBeVisible()
}

const orderShown = async (page: Page) => {
  await expect(page).toHaveURL(DONE)
  await expect(page.getByRole('alert').filter({ hasText: ORDER_SHOWN })).toBeVisible()
}

/** A refusal on the shipping step keeps the address and the method chosen. */
const shippingKept = (address: RegExp) => async (page: Page) => {
  await expect(page).toHaveURL(/step-shipping-and-payment/)
  await expect(page.getByRole('radio', { name: address }).first()).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked()
}

/** The page's "Try again" when it shows one; the press is then there again. */
async function tryAgainIfAsked(page: Page) {
  const again = page.getByRole('button', { name: 'Try again' })
  if (await again.isVisible()) await again.click()
}

const liveJpCheckout: FaultCall = {
  name: 'live JP checkout',
  call: { method: 'POST', path: '/api/v1/17shop/checkout' },
  effect: 'order',
  ready: (page) => liveJpReady(page, /^Card/),
  press: place,
  done: orderShown,
  kept: shippingKept(/大阪/),
  again: tryAgainIfAsked,
}

const liveTwCheckout: FaultCall = {
  name: 'live TW checkout',
  call: { method: 'POST', path: '/api/v1/17shop/checkout' },
  effect: 'order',
  ready: liveTwReady,
  press: place,
  done: orderShown,
  kept: async (page) => {
    await shippingKept(/陳美玲/)(page)
    await expect(page.getByLabel('E-mail address')).toHaveValue('lin@example.com')
  },
  again: tryAgainIfAsked,
}

/** The saved card chosen again (a refusal may leave no card chosen), its Pay now there. */
async function cardAgain(page: Page) {
  // Refused before any charge: the order, read again, is unpaid and the page says try again.
  await page.getByRole('button', { name: 'Try again' }).click()
  await cards(page).getByRole('radio').first().check()
}

const liveJpPay: FaultCall = {
  name: 'live JP card pay',
  call: { method: 'POST', path: '/api/v1/17shop/orders/*/pay' },
  effect: 'payment',
  ready: async (page) => {
    await liveJpReady(page, /^Card/)
    await place(page)
    await orderShown(page)
    await cards(page).getByRole('radio', { name: /1111/ }).check()
  },
  press: (page) => cards(page).getByRole('button', { name: 'Pay now' }).click(),
  done: (page) => expect(page.getByText(/The payment is complete/)).toBeVisible(),
  kept: (page) => expect(cards(page).getByRole('radio', { name: /1111/ })).toBeVisible(),
  again: cardAgain,
}

const PAYUNI_PAGE = /\/__sandbox\/pay\/payuni\/\d+$/

const liveTwPayuni: FaultCall = {
  name: 'live TW PayUni pay',
  call: { method: 'POST', path: '/api/v1/17shop/orders/*/pay' },
  effect: 'hand-over',
  ready: async (page) => {
    await liveTwReady(page)
    await place(page)
    await orderShown(page)
    await cards(page).getByRole('radio').first().check()
  },
  press: (page) => cards(page).getByRole('button', { name: 'Pay now' }).click(),
  done: (page) => expect(page).toHaveURL(PAYUNI_PAGE),
  kept: (page) => expect(cards(page).getByRole('radio').first()).toBeVisible(),
  again: cardAgain,
}

const PAYPAY = { name: 'Pay with PayPay' }

const liveJpPaypay: FaultCall = {
  name: "live JP PayPay's hand-over (form_url)",
  call: { method: 'POST', path: '/api/v1/17shop/orders/*/gmo-paypay' },
  effect: 'hand-over',
  ready: async (page) => {
    await liveJpReady(page, /^PayPay/)
    await place(page)
    await expect(page).toHaveURL(/step-order-confirming\/\d+\/payment\/gmo-paypay/)
    await expect(page.getByRole('button', PAYPAY)).toBeVisible()
  },
  press: (page) => page.getByRole('button', PAYPAY).click(),
  done: (page) => expect(page).toHaveURL(/\/__sandbox\/pay\/paypay\/\d+$/),
  kept: (page) => expect(page).toHaveURL(/step-order-confirming\/\d+\/payment\/gmo-paypay/),
  again: (page) => page.getByRole('button', { name: 'Try PayPay again' }).click(),
}

const quick = (page: Page) => page.getByRole('region', { name: 'Quick purchase' })
const COAT = { name: 'ウール ロングコート / S' }

const fastCheckout: FaultCall = {
  name: "enterprise fast checkout's hand-over (redirect_url)",
  call: { method: 'POST', path: '/api/v1/17shop/enterprise/stores/203/fast-checkout' },
  effect: 'hand-over',
  ready: async (page) => {
    await page.goto(
      '/17shop/buyer/livers/1003?token=buyer-jp&post_id=5003&stream_id=7003&locale=en',
    )
    await quick(page).getByRole('spinbutton', COAT).fill('1')
  },
  press: (page) => quick(page).getByRole('button', { name: 'Buy now' }).click(),
  done: (page) => expect(page).toHaveURL(/\/__sandbox\/pay\/enterprise-checkout\?/),
  kept: (page) => expect(quick(page).getByRole('spinbutton', COAT)).toHaveValue('1'),
  again: tryAgainIfAsked,
  retryIsThePress: true,
}

export const FAULT_CALLS: FaultCall[] = [
  liveJpCheckout,
  liveTwCheckout,
  liveJpPay,
  liveTwPayuni,
  liveJpPaypay,
  fastCheckout,
]
