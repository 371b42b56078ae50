/**
 * The checkout alphabet of each shop whose checkout browser tests are generated from the one
 * checkout machine's paths (sandbox/db/FIXTURES.md has the stores and buyers):
 * - the marketplace: a guest buying one 藍 mug from sakura-select (store 101);
 * - live Japan: buyer-jp buying 万能だれ from liver 1001's stream 7001 (store 201), with PayPay
 *   paid on its confirming step;
 * - live Taiwan: buyer-tw buying 烏龍茶 from liver 2001's stream 8001 (store 202), home delivery
 *   and a PayUni card, e-mail and phone asked of everyone.
 */
import {
  LIVE_JP_SHOP,
  LIVE_TW_SHOP,
  MARKETPLACE_SHOP,
} from '../../../machines/checkout/checkout-shop'
import type { CheckoutInput } from '../../../machines/checkout/checkout.machine'
import { MODEL_ORIGIN } from './select-paths'
import type { KnownAddress, KnownUpdate } from '../../../machines/checkout/checkout-known'
import type { CheckoutPaymentType, ShippingType } from '../../../machines/checkout/checkout-types'
import { ADDRESS, checkoutAlphabetOf } from './checkout.alphabet'

/**
 * What the shipping step's page loads for this buyer (FIXTURES.md): the store's settings as the
 * model names them, and the buyer's latest order in the store, which the checkout chooses from.
 */
const storeKnows = (
  shippings: readonly ShippingType[],
  payments: readonly CheckoutPaymentType[],
  lastUsed: { shipping: ShippingType; payment: CheckoutPaymentType; email?: string } | null,
  addresses: KnownAddress[] | null = null,
): KnownUpdate => ({
  shippings: shippings.map((type, index) => ({ settingId: 100 + index, type })),
  payments: payments.map((type, index) => ({ settingId: 200 + index, type })),
  lastUsed: lastUsed && { email: null, ...lastUsed },
  ...(addresses ? { addresses } : {}),
})

const buyer = (
  input: Pick<CheckoutInput, 'shop' | 'storeId' | 'streamId' | 'member' | 'known'>,
) => ({
  ...input,
  allowedPaymentHosts: [],
  appOrigin: MODEL_ORIGIN,
})

const PRICED = { amount: 1, shipping_fee: 1, payment_fee: 0, total_amount: 2 }

export const checkoutAlphabet = checkoutAlphabetOf({
  title: 'marketplace checkout',
  input: buyer({
    shop: MARKETPLACE_SHOP,
    storeId: 101,
    streamId: null,
    member: false,
    // A guest has no order: the store's first shipping and the first payment that fits it.
    known: storeKnows(
      ['custom', 'custom_cod'],
      ['gmo_credit', 'gmo_cvs', 'gmo_paypay', 'custom_cod'],
      null,
    ),
  }),
  address: { kind: 'add' },
  shippings: [
    ['choose delivery', 'custom'],
    ['choose cash-on-delivery shipping', 'custom_cod'],
  ],
  payments: [
    ['pay by card', 'gmo_credit'],
    ['pay at a convenience store', 'gmo_cvs'],
    ['pay on delivery', 'custom_cod'],
  ],
  pricing: PRICED,
  findsLostOrder: false,
})

export const liveJpCheckoutAlphabet = checkoutAlphabetOf({
  title: 'live JP checkout',
  input: buyer({
    shop: LIVE_JP_SHOP,
    storeId: 201,
    streamId: 7001,
    member: true,
    // buyer-jp's latest order in store 201 (9102) was delivered and paid with PayPay.
    known: storeKnows(
      ['custom', 'custom_cod'],
      ['gmo_credit', 'gmo_cvs', 'gmo_paypay', 'custom_cod'],
      {
        shipping: 'custom',
        payment: 'gmo_paypay',
      },
    ),
  }),
  address: { kind: 'saved', deletesOther: true },
  shippings: [
    ['choose delivery', 'custom'],
    ['choose cash-on-delivery shipping', 'custom_cod'],
  ],
  payments: [
    ['pay by card', 'gmo_credit'],
    ['pay at a convenience store', 'gmo_cvs'],
    ['pay with PayPay', 'gmo_paypay'],
    ['pay on delivery', 'custom_cod'],
  ],
  pricing: PRICED,
  findsLostOrder: true,
})

export const liveTwCheckoutAlphabet = checkoutAlphabetOf({
  title: 'live TW checkout',
  input: buyer({
    shop: LIVE_TW_SHOP,
    storeId: 202,
    streamId: 8001,
    member: true,
    // buyer-tw's one saved address (21) is chosen with the only shipping; the e-mail of the
    // latest order (9202) and the address's phone fill the contact.
    known: storeKnows(
      ['tw_home-delivery'],
      ['payuni_credit'],
      { shipping: 'tw_home-delivery', payment: 'payuni_credit', email: 'buyer-tw@example.com' },
      [{ id: ADDRESS, kind: 'delivery', name: '陳美玲', phone: '0912345678' }],
    ),
  }),
  address: { kind: 'saved', deletesOther: false },
  shippings: [['choose home delivery', 'tw_home-delivery']],
  payments: [['pay by card', 'payuni_credit']],
  pricing: PRICED,
  findsLostOrder: true,
})
