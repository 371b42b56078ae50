/**
 * What a buyer's browser can do to the fast-checkout machine: quick purchase on enterprise store
 * 203's stream 7003 (liver 1003 in sandbox/db/FIXTURES.md), choosing a quantity of one SKU and
 * buying, with each answer the fast-checkout call can give.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  fastCheckoutMachine,
  type FastCheckoutContext,
  type FastCheckoutInput,
  type FastCheckoutResult,
} from '../../../machines/fast-checkout/fast-checkout.machine'
import { PAYMENT_HOSTS } from '../../../machines/payment/payment-redirect'
import { actorDone, MODEL_ORIGIN, type BrowserAlphabet } from './select-paths'

/** ウール ロングコート / M, the SKU the paths choose. */
export const COAT_M = 43012

const input: FastCheckoutInput = {
  storeId: 203,
  streamId: 7003,
  allowedHosts: PAYMENT_HOSTS,
  appOrigin: MODEL_ORIGIN,
  mustAskDataPolicy: false,
}

const answer = (output: FastCheckoutResult) => actorDone('requestFastCheckout', output)
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as FastCheckoutContext

export const fastCheckoutAlphabet: BrowserAlphabet = {
  title: 'fast checkout',
  machine: fastCheckoutMachine,
  inputs: [input],
  events: [
    {
      name: 'choose two coats',
      kind: 'act',
      event: { type: 'fastCheckout.quantity.set', skuId: COAT_M, quantity: 2 },
      // Typing the same number again changes nothing a page sends.
      enabled: (snapshot) => ctx(snapshot).lines.length === 0,
    },
    { name: 'buy now', kind: 'act', event: { type: 'fastCheckout.submit' } },
    {
      name: "sent to the store's checkout",
      kind: 'result',
      event: answer({
        kind: 'redirect',
        url: `${MODEL_ORIGIN}/__sandbox/pay/enterprise-checkout?store=203`,
      }),
    },
    {
      name: 'sent off the allow-list',
      kind: 'result',
      event: answer({ kind: 'redirect', url: 'https://evil.example/checkout' }),
    },
    { name: 'sold out', kind: 'result', event: answer({ kind: 'refused', code: 'SKU_SOLD_OUT' }) },
    { name: 'no connection', kind: 'result', event: answer({ kind: 'failed', code: 'NETWORK' }) },
  ],
  key: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      lines: ctx(snapshot).lines.length,
      error: ctx(snapshot).error,
    }),
}
