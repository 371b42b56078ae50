import { and, assign, fromPromise, setup } from 'xstate'
import { isAllowedPaymentRedirect } from '../payment/payment-redirect'

/** One SKU the buyer wants, and how many. */
export interface FastCheckoutLine {
  skuId: number
  quantity: number
}

/**
 * What the fast-checkout call came to: the store's checkout page to go to, a refusal with the
 * server's code (the add-to-cart codes, VALIDATION_EXCEPTION, …), or no usable answer at all
 * (network, 5xx, an answer that is not a URL).
 */
export type FastCheckoutResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'refused'; code: string }
  | { kind: 'failed'; code: 'NETWORK' | 'UNKNOWN' }

export interface FastCheckoutRequest {
  storeId: number
  streamId: number
  lines: readonly FastCheckoutLine[]
}

export interface FastCheckoutInput {
  storeId: number
  streamId: number
  /** Hosts (`host[:port]`) the browser may be sent to: the payment-redirect allow-list. */
  allowedHosts: readonly string[]
  appOrigin: string
  /** The buyer has not accepted the data policy yet: asked before their first purchase. */
  mustAskDataPolicy: boolean
}

export interface FastCheckoutContext extends FastCheckoutInput {
  lines: FastCheckoutLine[]
  /** Why the last try failed: a server code, UNSAFE_REDIRECT, NETWORK or UNKNOWN. */
  error: string | null
}

export type FastCheckoutEvent =
  /** Sets a SKU's quantity; 0 takes it out of the choice. */
  | { type: 'fastCheckout.quantity.set'; skuId: number; quantity: number }
  | { type: 'fastCheckout.submit' }
  /** The page came back (Back from the store's page, bfcache) while it was leaving. */
  | { type: 'fastCheckout.returned' }
  /** The buyer agreed to the data policy and the server recorded it. */
  | { type: 'fastCheckout.policy.accepted' }
  /** The buyer chose not to agree now. */
  | { type: 'fastCheckout.policy.declined' }

const withQuantity = (lines: readonly FastCheckoutLine[], skuId: number, quantity: number) => {
  const others = lines.filter((line) => line.skuId !== skuId)
  const whole = Number.isSafeInteger(quantity) && quantity > 0
  return whole ? [...others, { skuId, quantity }] : others
}

const urlOf = (result: FastCheckoutResult) => (result.kind === 'redirect' ? result.url : '')

/**
 * Buying an enterprise store's stream products at once: the buyer's SKUs and quantities go to
 * POST enterprise/stores/{id}/fast-checkout, and the browser leaves for the `redirect_url` only
 * when the payment-redirect rule allows it. A failure goes back to choosing with the choice kept.
 * One request per tap by construction: `submitting` and `leaving` do not take `submit`.
 */
export const fastCheckoutMachine = setup({
  types: {
    context: {} as FastCheckoutContext,
    events: {} as FastCheckoutEvent,
    input: {} as FastCheckoutInput,
  },
  actors: {
    // POST enterprise/stores/{id}/fast-checkout {stream_id, skus}, sorted into a result.
    requestFastCheckout: fromPromise<FastCheckoutResult, FastCheckoutRequest>(async () => {
      throw new Error('No fast-checkout call was provided')
    }),
  },
  guards: {
    hasLines: ({ context }) => context.lines.length > 0,
    mustAskDataPolicy: ({ context }) => context.mustAskDataPolicy,
    redirectAllowed: ({ context }, result: FastCheckoutResult) =>
      result.kind === 'redirect' &&
      isAllowedPaymentRedirect(result.url, context.allowedHosts, context.appOrigin),
    redirectRefused: (_, result: FastCheckoutResult) => result.kind === 'redirect',
  },
  actions: {
    /** Sends the browser to the store's checkout page; the URL passed `redirectAllowed`. */
    leaveForStore: (_, _params: { url: string }) => {},
    /** Tells error reporting about a redirect the rule refused (someone may be tampering). */
    reportUnsafeRedirect: (_, _params: { url: string }) => {},
    setQuantity: assign({
      lines: ({ context }, params: { skuId: number; quantity: number }) =>
        withQuantity(context.lines, params.skuId, params.quantity),
    }),
    setError: assign({ error: (_, params: { code: string }) => params.code }),
    clearError: assign({ error: null }),
    dataPolicyAccepted: assign({ mustAskDataPolicy: false }),
  },
}).createMachine({
  id: 'fastCheckout',
  context: ({ input }) => ({ ...input, lines: [], error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The buyer sets quantities; the last failure, if any, is shown with the choice.',
      on: {
        'fastCheckout.quantity.set': {
          actions: [
            'clearError',
            {
              type: 'setQuantity',
              params: ({ event }) => ({ skuId: event.skuId, quantity: event.quantity }),
            },
          ],
        },
        'fastCheckout.submit': [
          { guard: and(['hasLines', 'mustAskDataPolicy']), target: 'askingDataPolicy' },
          { guard: 'hasLines', target: 'submitting' },
        ],
      },
    },
    askingDataPolicy: {
      description:
        'A buyer who has not accepted the data policy is asked before their first purchase; the choice is kept.',
      on: {
        'fastCheckout.policy.accepted': { target: 'submitting', actions: 'dataPolicyAccepted' },
        'fastCheckout.policy.declined': 'choosing',
      },
    },
    submitting: {
      description: 'One fast-checkout call with the choice; a second tap is not taken.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'requestFastCheckout',
        src: 'requestFastCheckout',
        input: ({ context }) => ({
          storeId: context.storeId,
          streamId: context.streamId,
          lines: context.lines,
        }),
        onDone: [
          {
            guard: { type: 'redirectAllowed', params: ({ event }) => event.output },
            target: 'leaving',
            actions: {
              type: 'leaveForStore',
              params: ({ event }) => ({ url: urlOf(event.output) }),
            },
          },
          {
            guard: { type: 'redirectRefused', params: ({ event }) => event.output },
            target: 'choosing',
            actions: [
              {
                type: 'reportUnsafeRedirect',
                params: ({ event }) => ({ url: urlOf(event.output) }),
              },
              { type: 'setError', params: { code: 'UNSAFE_REDIRECT' } },
            ],
          },
          {
            target: 'choosing',
            actions: {
              type: 'setError',
              params: ({ event }) => ({
                code: event.output.kind === 'redirect' ? 'UNKNOWN' : event.output.code,
              }),
            },
          },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'setError', params: { code: 'UNKNOWN' } },
        },
      },
    },
    leaving: {
      description: "The browser is on its way to the store's checkout page.",
      tags: ['busy'],
      on: { 'fastCheckout.returned': 'choosing' },
    },
  },
})
