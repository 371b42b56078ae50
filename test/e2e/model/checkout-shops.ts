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
import { checkoutAlphabetOf } from './checkout.alphabet'
import { MODEL_ORIGIN } from './select-paths'

const buyer = (input: Pick<CheckoutInput, 'shop' | 'storeId' | 'streamId' | 'member'>) => ({
  ...input,
  allowedPaymentHosts: [],
  appOrigin: MODEL_ORIGIN,
})

const PRICED = { amount: 1, shipping_fee: 1, payment_fee: 0, total_amount: 2 }

export const checkoutAlphabet = checkoutAlphabetOf({
  title: 'marketplace checkout',
  input: buyer({ shop: MARKETPLACE_SHOP, storeId: 101, streamId: null, member: false }),
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
  input: buyer({ shop: LIVE_JP_SHOP, storeId: 201, streamId: 7001, member: true }),
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
  input: buyer({ shop: LIVE_TW_SHOP, storeId: 202, streamId: 8001, member: true }),
  address: { kind: 'saved', deletesOther: false },
  shippings: [['choose home delivery', 'tw_home-delivery']],
  payments: [['pay by card', 'payuni_credit']],
  pricing: PRICED,
  findsLostOrder: true,
})
