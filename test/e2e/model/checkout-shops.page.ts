/**
 * How each shop's checkout alphabet (checkout-shops.ts) is played in the browser, in English:
 * where its checkout is, how the cart gets its item and the buyer an address, what the total is
 * and how the placed order is paid. The rest is the shared step screens' (checkout.page.ts).
 */
import { expect, type Page } from '@playwright/test'
import {
  addAddress,
  addCard,
  addMug,
  fillContact,
  fillPayee,
  STORE,
} from '../support/marketplace-checkout'
import { addToLiveCart } from '../support/live-checkout'
import { checkoutPageOf, ctx, onCheckoutStep, onDoneStep } from './checkout.page'
import type { StepArgs } from './run-paths'
import { isolated } from '../support/bidi'

/** The convenience-store form of the done step, filled for Lawson and sent. */
async function getPaymentNumber(page: Page) {
  const form = await fillPayee(page)
  await form.getByRole('button', { name: 'Get the payment number' }).click()
}

const cardGroup = (page: Page) => page.getByRole('group', { name: 'Pay by card' })

/** On the done step with the form paying by the method chosen (a card or a convenience store). */
async function payingOnDone(args: StepArgs, checkout: string) {
  await onDoneStep(args.page, checkout)
  if (ctx(args).payment?.type === 'gmo_cvs') {
    await expect(args.page.getByRole('form', { name: 'Pay at a convenience store' })).toBeVisible()
  } else {
    await expect(cardGroup(args.page)).toBeVisible()
  }
}

const MARKETPLACE_CHECKOUT = `${STORE}/checkout`

/** A guest buying one 藍 mug (¥2,860, ¥800 shipping, ¥330 more on delivery). */
export const checkoutPage = checkoutPageOf({
  inputName: 'guest',
  start: async (page) => {
    await addMug(page)
    await page.goto(MARKETPLACE_CHECKOUT)
  },
  checkout: MARKETPLACE_CHECKOUT,
  query: '',
  api: '/api/v2',
  otherOrderId: 9001,
  item: '藍',
  total: (c) => (c.payment?.type === 'custom_cod' ? '¥3,990' : '¥3,660'),
  addressActs: { 'add an address': ({ page }) => addAddress(page) },
  fillContact,
  pay: async (args) => {
    if (ctx(args).payment?.type === 'gmo_cvs') return getPaymentNumber(args.page)
    await addCard(args.page, '4111111111111111')
    await cardGroup(args.page).getByRole('button', { name: 'Pay now' }).click()
  },
  paying: (args) => payingOnDone(args, MARKETPLACE_CHECKOUT),
})

const LIVE_JP_CHECKOUT = '/17shop/checkout'
const LIVE_JP_QUERY = '?liver_id=1001&stream_id=7001&locale=en'

/**
 * buyer-jp buying 万能だれ (¥2,160) from stream 7001 to the saved Osaka address (¥600, ¥330 more
 * on delivery), deleting the Okinawa one; the saved card 11, Lawson, or PayPay at its page.
 */
export const liveJpCheckoutPage = checkoutPageOf({
  inputName: 'buyer-jp',
  start: async (page) => {
    await addToLiveCart(page, { buyer: 'buyer-jp', sku: 40021, streamId: 7001 })
    await page.goto(`${LIVE_JP_CHECKOUT}${LIVE_JP_QUERY}&token=buyer-jp`)
  },
  checkout: LIVE_JP_CHECKOUT,
  query: LIVE_JP_QUERY,
  api: '/api/v1/17shop',
  otherOrderId: 9101,
  item: '万能だれ',
  // Until the buyer chooses Osaka, the checkout has chosen the latest saved address (Okinawa,
  // ¥1,200): cash-on-delivery shipping is only chosen after the address.
  total: (c) =>
    c.payment?.type === 'custom_cod' ? '¥3,090' : c.addressId === null ? '¥3,360' : '¥2,760',
  addressActs: {
    'choose the saved address': ({ page }) =>
      page.getByRole('radio', { name: /大阪/ }).first().check(),
    'delete the other address': ({ page }) =>
      page
        .getByRole('button', { name: `Delete the address of ${isolated('鈴木 一郎(実家)')}` })
        .click(),
  },
  fillContact,
  pay: async (args) => {
    const { page } = args
    const type = ctx(args).payment?.type
    if (type === 'gmo_cvs') return getPaymentNumber(page)
    if (type === 'gmo_paypay') {
      await page.getByRole('button', { name: 'Pay with PayPay' }).click()
      await expect(page).toHaveURL(/\/__sandbox\/pay\/paypay\/\d+$/)
      await page.getByRole('button', { name: 'Pay with PayPay' }).click()
      return
    }
    await cardGroup(page).getByRole('radio', { name: /1111/ }).check()
    await page.getByRole('button', { name: 'Pay now' }).click()
  },
  paying: async (args) => {
    if (ctx(args).payment?.type !== 'gmo_paypay') return payingOnDone(args, LIVE_JP_CHECKOUT)
    await onCheckoutStep(
      args.page,
      LIVE_JP_CHECKOUT,
      'step-order-confirming/\\d+/payment/gmo-paypay',
    )
    await expect(args.page.getByRole('button', { name: 'Pay with PayPay' })).toBeVisible()
  },
})

const LIVE_TW_CHECKOUT = '/17shop/tw-checkout'

/**
 * buyer-tw buying 烏龍茶 150g (NT$680, NT$100 home delivery) from stream 8001 to the saved
 * address of 陳美玲, paid with the saved PayUni card at PayUni's page.
 */
export const liveTwCheckoutPage = checkoutPageOf({
  inputName: 'buyer-tw',
  start: async (page) => {
    await addToLiveCart(page, { buyer: 'buyer-tw', sku: 42011, streamId: 8001 })
    await page.goto(`${LIVE_TW_CHECKOUT}?liver_id=2001&stream_id=8001&locale=en&token=buyer-tw`)
  },
  checkout: LIVE_TW_CHECKOUT,
  query: '?liver_id=2001&stream_id=8001&locale=en',
  api: '/api/v1/17shop',
  otherOrderId: 9201,
  item: '烏龍茶',
  total: () => 'NT$780',
  addressActs: {
    'choose the saved address': ({ page }) => page.getByRole('radio', { name: /陳美玲/ }).check(),
  },
  fillContact: async (page) => {
    await page.getByLabel('E-mail address').fill('lin@example.com')
    await page
      .getByRole('group', { name: 'Your contact details' })
      .getByLabel('Phone number')
      .fill('0912345678')
  },
  pay: async ({ page }) => {
    await cardGroup(page).getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Pay now' }).click()
    await expect(page).toHaveURL(/\/__sandbox\/pay\/payuni\/\d+$/)
    await page
      .getByRole('button', { name: /Approve|Pay/ })
      .first()
      .click()
  },
  paying: (args) => payingOnDone(args, LIVE_TW_CHECKOUT),
  checksAccessibility: true,
})
