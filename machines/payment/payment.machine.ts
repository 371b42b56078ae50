import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { PAYMENT_METHODS, tokenizesCards, typesCards } from './payment-methods'
import { isAllowedPaymentRedirect } from './payment-redirect'
import {
  paymentFailureCode,
  PROVIDER_UNREACHED_CODES,
  SESSION_ENDED,
  type CardChoice,
  type GmoCardToken,
  type OrderPaymentRead,
  type PayeeChoice,
  type PaymentMethod,
  type PaymentOutput,
  type PaymentRefusal,
  type PayResult,
  type SavedCard,
  type StorePaymentAccount,
} from './payment-types'
import { usualCardIdOf, type ListedCard } from './usual-card'

/** The card the buyer just added, as the one to pay with. */
const theSavedCard = ({ event }: { event: { output: SavedCard } }) => ({ cardId: event.output.id })

export interface PaymentInput {
  orderId: number
  method: PaymentMethod
  /** Hosts (`host[:port]`) the browser may be sent to for 3-D Secure, PayUni or PayPay. */
  allowedPaymentHosts: readonly string[]
  /** The app's own origin, where the sandbox's provider pages are allowed too. */
  appOrigin: string
  /**
   * The card number (masked, as the API shows it) the buyer's latest order in this store was
   * paid with, if any: the saved card with it is preferred.
   */
  usualCard?: string | null
}

export interface PaymentContext {
  orderId: number
  method: PaymentMethod
  allowedPaymentHosts: readonly string[]
  appOrigin: string
  card: CardChoice | null
  /** GMO's one-time token for a new card, between tokenising and saving it. */
  cardToken: GmoCardToken | null
  /**
   * Pay now was pressed for the new card being added: it pays once the card is saved. Optional:
   * a snapshot saved before it existed has none.
   */
  payWhenAdded?: boolean
  payee: PayeeChoice | null
  /** Pay calls made for this order in this run (each try counts, whatever came of it). */
  attempts: number
  /** Why the last step failed (a server code, UNSAFE_REDIRECT, INVALID_INPUT, UNKNOWN). */
  error: string | null
  /** The last refusal's field names, provider reason and report code, cleared with `error`. */
  refusal: PaymentRefusal | null
  /**
   * What the server said of a pay call whose outcome it left unknown (a 5xx's code), for the
   * re-read to say why when the order shows nothing was charged. Cleared with `error`. Optional:
   * a snapshot saved before it existed has none.
   */
  unknownCause?: string | null
  /**
   * The provider page the browser was sent to, until the order says how that ended: a buyer back
   * undecided may go on there while the order is still approving.
   */
  redirectUrl: string | null
  /** What the provider's return said (`outcome` in the return URL): a hint, the order decides. */
  returnedOutcome: string | null
  account: StorePaymentAccount | null
  /**
   * The buyer's saved cards as the page loaded them, which the machine chooses one from.
   * Optional: a snapshot saved before it existed has none.
   */
  savedCards?: readonly ListedCard[]
  /** From the input (optional: a snapshot saved before it existed has none). */
  usualCard?: string | null
}

export type PaymentEvent =
  | { type: 'payment.card.choose'; cardId: number }
  /** The buyer removed this saved card from their wallet: it can no longer be the one chosen. */
  | { type: 'payment.card.removed'; cardId: number }
  /**
   * The page loaded the buyer's saved cards (its URL's data, not a person's act), as listed:
   * the machine finds the usual card among them.
   */
  | { type: 'payment.cards.loaded'; cards: readonly ListedCard[] }
  /**
   * GMO: tokenise and save the card typed in the form, and pay with it when `andPay` (Pay now
   * pressed with the card typed); PayUni: pay with the typed card.
   */
  | { type: 'payment.card.new'; andPay?: boolean }
  | { type: 'payment.payee.choose'; payee: PayeeChoice }
  | { type: 'payment.submit' }
  /**
   * A provider sent the buyer back (the page's address says so, for the order it names): the
   * machine judges whether the return is this run's, then re-reads the order.
   */
  | { type: 'payment.returned'; orderId: number; outcome: string | null }
  | { type: 'payment.retry' }
  /** The buyer asks whether the payment went through (at the provider, or undecided). */
  | { type: 'payment.recheck' }
  | { type: 'payment.method.change'; method: PaymentMethod }

/** A refusal the provider gave a report code for: what the error report carries. */
export interface PaymentDecline {
  orderId: number
  method: PaymentMethod
  code: string
  reportCode: string
}

export interface PayRequest {
  orderId: number
  method: PaymentMethod
  card: CardChoice | null
  /**
   * The attempt this call is. A snapshot restored while paying runs `pay` again with the same
   * attempt: the effect must then answer `unknown` (it knows it started that attempt), so a
   * reload mid-pay becomes a re-read, never a second charge.
   */
  attempt: number
}

/** Why a re-read order is not paid: its payment failed, or it was never completed. */
const notCompletedCode = (read: OrderPaymentRead) =>
  read.status === 'failed' ? 'PAYMENT_FAILED' : 'PAYMENT_NOT_COMPLETED'

const fail = (what: string) => async (): Promise<never> => {
  throw new Error(`No ${what} was provided`)
}

/**
 * Paying for one order (docs/machines/README.md#payment): card (GMO saved or new, PayUni saved or
 * typed), PayPay, or convenience store; written for the marketplace and the live JP and TW
 * checkouts alike. Rules by construction: `pay` runs only in `paying`, entered only from
 * `choosing` with something to pay with; after an unknown outcome the only way on is a re-read;
 * `paid` only after a settled answer or a re-read saying paid. Screens ask with tags: `busy` (a
 * call in flight) and `atProvider` (the provider has the payment: its page, or its outcome being
 * read); no submit is handled in either.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: {
    // The GMO token script with the card fields of the form (their values never enter the machine).
    tokenize: fromPromise<GmoCardToken>(fail('card tokenizer')),
    // POST credit-cards {type: the card method, application buyer_general, …token}.
    saveCard: fromPromise<SavedCard, GmoCardToken>(fail('card saving')),
    // POST orders/{id}/pay (GMO, PayUni) or orders/{id}/gmo-paypay, sorted by payOutcome.
    pay: fromPromise<PayResult, PayRequest>(fail('pay call')),
    // GET orders/{id}: what the order says about its payment now.
    readOrder: fromPromise<OrderPaymentRead, { orderId: number }>(fail('order reader')),
    // PUT orders/{id}/payment-method.
    // Answers the payment type the order now has (the API answers the order as it now is).
    changeMethod: fromPromise<PaymentMethod, { orderId: number; method: PaymentMethod }>(
      fail('payment method change'),
    ),
    // POST gmo-cvs for a new payee, then POST orders/{id}/payment-account/generate.
    generatePaymentAccount: fromPromise<
      StorePaymentAccount,
      { orderId: number; payee: PayeeChoice }
    >(fail('payment account generation')),
  },
  guards: {
    // What the method is, from its row of the payment-method table.
    paysAtStore: ({ context }) => PAYMENT_METHODS[context.method].pays === 'atStore',
    usesCards: ({ context }) => PAYMENT_METHODS[context.method].card !== null,
    tokenizesCards: ({ context }) => tokenizesCards(context.method),
    typesCards: ({ context }) => typesCards(context.method),
    /** A provider's page (PayPay) needs nothing chosen; a card payment needs its card. */
    canPay: ({ context }) =>
      PAYMENT_METHODS[context.method].pays === 'providerPage' || context.card !== null,
    hasPayee: ({ context }) => context.payee !== null,
    /** Pay now was pressed for the card just added. */
    payWhenAdded: ({ context }) => context.payWhenAdded === true,
    /**
     * The return is this run's: the provider came back for this order. Every page that pays
     * (a checkout's done or confirming step, an order's page) hands the return over unjudged.
     */
    returnForThisOrder: ({ context }, params: { orderId: number }) =>
      params.orderId === context.orderId,
    settled: (_, result: PayResult) => result.kind === 'settled',
    redirectAllowed: ({ context }, result: PayResult) =>
      result.kind === 'redirect' &&
      isAllowedPaymentRedirect(result.url, context.allowedPaymentHosts, context.appOrigin),
    redirectRefused: (_, result: PayResult) => result.kind === 'redirect',
    /** The provider refused and gave its report code, which support traces the decline by. */
    refusedWithReportCode: (_, result: PayResult) =>
      result.kind === 'refused' && typeof result.reportCode === 'string',
    refused: (_, result: PayResult) => result.kind === 'refused',
    invalid: (_, result: PayResult) => result.kind === 'invalid',
    readPaid: (_, read: OrderPaymentRead) => read.status === 'paid',
    /**
     * A provider page is open or deciding. Any other status but paid means no charge is under
     * way (failed, never started, waiting for the buyer), so another try is safe.
     */
    readInProgress: (_, read: OrderPaymentRead) => read.status === 'approving',
    /**
     * The lost answer said the provider could not be reached, and the order (read again, not paid
     * nor in progress) agrees nothing was charged: the buyer is told so, and may try again.
     */
    providerUnreached: ({ context }) =>
      typeof context.unknownCause === 'string' &&
      PROVIDER_UNREACHED_CODES.includes(context.unknownCause),
    /**
     * The order, read again, says its payment was never completed (a lost answer, a provider
     * page left), or the session ended mid-pay: nothing refused the saved card, so another try
     * may use it. Only a saved card's id is kept; a typed card's numbers never enter the machine.
     */
    /**
     * The machine may choose a card for the buyer: a card payment with none chosen and nothing
     * tried yet. After a failed try the buyer reads why and chooses (Try again lets go of it).
     */
    choosesCardForBuyer: ({ context }) =>
      PAYMENT_METHODS[context.method].card !== null &&
      context.card === null &&
      context.attempts === 0,
    savedCardUnrefused: ({ context }) =>
      context.card?.kind === 'saved' &&
      (context.error === 'PAYMENT_NOT_COMPLETED' ||
        context.error === SESSION_ENDED ||
        (context.error !== null && PROVIDER_UNREACHED_CODES.includes(context.error))),
  },
  actions: {
    /** Sends the browser to the provider (3-D Secure, PayUni, PayPay); the URL passed the guard. */
    leaveForProvider: (_, _params: { url: string }) => {},
    /** Sends a decline with its report code to the error service, so support can trace it. */
    reportDecline: (_, _params: PaymentDecline) => {},
    chooseCard: assign({
      card: (_, params: { cardId: number }) => ({ kind: 'saved', id: params.cardId }),
    }),
    learnCards: assign({
      savedCards: (_, params: { cards: readonly ListedCard[] }) =>
        params.cards.map(({ id, masked_card_no }) => ({ id, masked_card_no })),
    }),
    /**
     * The saved card the buyer's latest order was paid with (the one saved card with its last
     * four digits), while it is saved; else the latest saved card (the highest id), if any.
     */
    chooseUsualCard: assign({
      card: ({ context }) => {
        const saved = context.savedCards ?? []
        const usual = usualCardIdOf(saved, context.usualCard)
        if (usual !== null) return { kind: 'saved' as const, id: usual }
        const latest = Math.max(...saved.map((card) => card.id))
        return Number.isFinite(latest) ? { kind: 'saved' as const, id: latest } : context.card
      },
    }),
    chooseTypedCard: assign({ card: { kind: 'typed' } }),
    forgetCard: assign({ card: null }),
    forgetRemovedCard: assign({
      card: ({ context }, params: { cardId: number }) =>
        context.card?.kind === 'saved' && context.card.id === params.cardId ? null : context.card,
    }),
    /** Pay now pressed with a new card typed, or while it is being added: it pays once saved. */
    keepPay: assign({ payWhenAdded: true }),
    forgetPay: assign({ payWhenAdded: false }),
    pickPay: assign({ payWhenAdded: (_, params: { andPay: boolean }) => params.andPay }),
    keepToken: assign({ cardToken: (_, token: GmoCardToken) => token }),
    dropToken: assign({ cardToken: null }),
    choosePayee: assign({ payee: (_, payee: PayeeChoice) => payee }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    setError: assign({ error: (_, params: { code: string }) => params.code }),
    clearError: assign({ error: null, refusal: null, unknownCause: null }),
    rememberRefusal: assign({
      refusal: (_, result: PayResult) =>
        result.kind === 'refused'
          ? {
              fields: result.fields ?? [],
              message: result.message ?? null,
              reportCode: result.reportCode ?? null,
            }
          : null,
    }),
    rememberUnknownCause: assign({
      unknownCause: (_, result: PayResult) =>
        result.kind === 'unknown' ? (result.code ?? null) : null,
    }),
    rememberRedirect: assign({ redirectUrl: (_, params: { url: string }) => params.url }),
    forgetRedirect: assign({ redirectUrl: null }),
    rememberReturn: assign({
      returnedOutcome: (_, params: { outcome: string | null }) => params.outcome,
    }),
    setMethod: assign({
      method: (_, params: { method: PaymentMethod }) => params.method,
      card: null,
      payee: null,
    }),
    rememberAccount: assign({ account: (_, account: StorePaymentAccount) => account }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    orderId: input.orderId,
    method: input.method,
    allowedPaymentHosts: input.allowedPaymentHosts,
    appOrigin: input.appOrigin,
    usualCard: input.usualCard ?? null,
    card: null,
    cardToken: null,
    payWhenAdded: false,
    payee: null,
    attempts: 0,
    error: null,
    refusal: null,
    unknownCause: null,
    redirectUrl: null,
    returnedOutcome: null,
    account: null,
  }),
  initial: 'choosing',
  // Whatever the run is doing, a card the buyer removed is no longer the one to pay with; the
  // saved cards may load in any state, kept for the next time a card is to be chosen.
  on: {
    'payment.card.removed': {
      actions: { type: 'forgetRemovedCard', params: ({ event }) => ({ cardId: event.cardId }) },
    },
    'payment.cards.loaded': { actions: { type: 'learnCards', params: ({ event }) => event } },
  },
  output: ({ context }) =>
    context.account === null
      ? { orderId: context.orderId, outcome: 'paid' }
      : { orderId: context.orderId, outcome: 'awaitingStorePayment', account: context.account },
  states: {
    choosing: {
      description:
        'What to pay with. A card method: a saved card is chosen or a new one added. PayPay: ' +
        'nothing to choose, submit opens the PayPay page. A convenience-store payment goes on ' +
        'to its own form.',
      always: { guard: 'paysAtStore', target: 'storePayment' },
      on: {
        'payment.card.choose': {
          guard: 'usesCards',
          actions: [
            'clearError',
            { type: 'chooseCard', params: ({ event }) => ({ cardId: event.cardId }) },
          ],
        },
        'payment.cards.loaded': [
          {
            guard: 'choosesCardForBuyer',
            actions: [{ type: 'learnCards', params: ({ event }) => event }, 'chooseUsualCard'],
          },
          { actions: { type: 'learnCards', params: ({ event }) => event } },
        ],
        'payment.card.new': [
          {
            guard: 'tokenizesCards',
            target: 'addingCard',
            actions: {
              type: 'pickPay',
              params: ({ event }) => ({ andPay: event.andPay === true }),
            },
          },
          { guard: 'typesCards', actions: ['clearError', 'chooseTypedCard'] },
        ],
        'payment.submit': { guard: 'canPay', target: 'paying' },
        'payment.method.change': 'changingMethod',
      },
    },
    addingCard: {
      description:
        'A new GMO card: tokenised in the browser, then saved to the buyer; paid with at once ' +
        'when Pay now was pressed with it or meanwhile. A failure lets go of the Pay now: the ' +
        'buyer reads why.',
      tags: ['busy'],
      entry: 'clearError',
      on: { 'payment.submit': { actions: 'keepPay' } },
      // The one-time token is kept only between the two calls.
      exit: 'dropToken',
      initial: 'tokenizing',
      states: {
        tokenizing: {
          invoke: {
            id: 'tokenize',
            src: 'tokenize',
            onDone: {
              target: 'saving',
              actions: { type: 'keepToken', params: ({ event }) => event.output },
            },
            onError: {
              target: '#payment.choosing',
              actions: [
                'forgetPay',
                {
                  type: 'setError',
                  params: ({ event }) => ({ code: paymentFailureCode(event.error) }),
                },
              ],
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveCard',
            src: 'saveCard',
            input: ({ context }) => context.cardToken!,
            onDone: [
              {
                guard: 'payWhenAdded',
                target: '#payment.paying',
                actions: [{ type: 'chooseCard', params: theSavedCard }, 'forgetPay'],
              },
              {
                target: '#payment.choosing',
                actions: { type: 'chooseCard', params: theSavedCard },
              },
            ],
            onError: {
              target: '#payment.choosing',
              actions: [
                'forgetPay',
                {
                  type: 'setError',
                  params: ({ event }) => ({ code: paymentFailureCode(event.error) }),
                },
              ],
            },
          },
        },
      },
    },
    paying: {
      description:
        'The pay call is in flight. Nothing here handles submit, so a second click pays nothing.',
      tags: ['busy'],
      entry: ['countAttempt', 'clearError'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({
          orderId: context.orderId,
          method: context.method,
          card: context.card,
          attempt: context.attempts,
        }),
        onDone: [
          { guard: { type: 'settled', params: ({ event }) => event.output }, target: 'paid' },
          {
            guard: { type: 'redirectAllowed', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: {
              type: 'rememberRedirect',
              params: ({ event }) => ({
                url: event.output.kind === 'redirect' ? event.output.url : '',
              }),
            },
          },
          {
            guard: { type: 'redirectRefused', params: ({ event }) => event.output },
            target: 'declined',
            actions: { type: 'setError', params: { code: 'UNSAFE_REDIRECT' } },
          },
          {
            guard: { type: 'refusedWithReportCode', params: ({ event }) => event.output },
            target: 'declined',
            actions: [
              {
                type: 'setError',
                params: ({ event }) => ({
                  code: event.output.kind === 'refused' ? event.output.code : 'UNKNOWN',
                }),
              },
              { type: 'rememberRefusal', params: ({ event }) => event.output },
              {
                type: 'reportDecline',
                params: ({ context, event }) => ({
                  orderId: context.orderId,
                  method: context.method,
                  code: event.output.kind === 'refused' ? event.output.code : 'UNKNOWN',
                  reportCode: (event.output.kind === 'refused' && event.output.reportCode) || '',
                }),
              },
            ],
          },
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'declined',
            actions: [
              {
                type: 'setError',
                params: ({ event }) => ({
                  code: event.output.kind === 'refused' ? event.output.code : 'UNKNOWN',
                }),
              },
              { type: 'rememberRefusal', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'invalid', params: ({ event }) => event.output },
            target: 'declined',
            actions: { type: 'setError', params: { code: 'INVALID_INPUT' } },
          },
          // unknown: timeout, 5xx, network, garbled answer; a 5xx's code is kept for the re-read.
          {
            target: 'pending',
            actions: { type: 'rememberUnknownCause', params: ({ event }) => event.output },
          },
        ],
        // A throw is no answer either: the charge may have happened.
        onError: { target: 'pending' },
      },
    },
    redirecting: {
      description:
        'The browser is at the provider (3-D Secure, PayUni, PayPay). The snapshot is persisted; ' +
        'the return page restores it and hands the return over (payment.returned); a buyer back ' +
        'undecided asks for a check (payment.recheck). Either way the order is re-read.',
      tags: ['atProvider'],
      entry: {
        type: 'leaveForProvider',
        params: ({ context }) => ({ url: context.redirectUrl ?? '' }),
      },
      on: {
        'payment.returned': {
          guard: {
            type: 'returnForThisOrder',
            params: ({ event }) => ({ orderId: event.orderId }),
          },
          target: 'pending',
          actions: {
            type: 'rememberReturn',
            params: ({ event }) => ({ outcome: event.outcome }),
          },
        },
        'payment.recheck': 'pending',
      },
    },
    pending: {
      description:
        'The outcome is unknown (back from the provider, no answer, 5xx, provider still ' +
        'deciding). Shown as pending; the only way on is a re-read of the order, which alone ' +
        'says whether it is paid, never another pay.',
      tags: ['atProvider'],
      initial: 'rereading',
      states: {
        rereading: {
          tags: ['busy'],
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: { type: 'readPaid', params: ({ event }) => event.output },
                target: '#payment.paid',
              },
              {
                guard: { type: 'readInProgress', params: ({ event }) => event.output },
                target: 'undecided',
              },
              {
                guard: 'providerUnreached',
                target: '#payment.declined',
                actions: {
                  type: 'setError',
                  params: ({ context }) => ({ code: context.unknownCause ?? 'UNKNOWN' }),
                },
              },
              {
                target: '#payment.declined',
                actions: {
                  type: 'setError',
                  params: ({ event }) => ({ code: notCompletedCode(event.output) }),
                },
              },
            ],
            onError: 'undecided',
          },
        },
        undecided: {
          description:
            'The order cannot say yet (the provider is deciding, or it could not be read): the ' +
            'buyer (or a timer of the page) asks again.',
          on: { 'payment.recheck': 'rereading' },
        },
      },
    },
    declined: {
      description:
        'Nothing was charged: another card, or another payment method, may be tried. A saved ' +
        'card the order says was never charged stays chosen for the next try.',
      entry: 'forgetRedirect',
      on: {
        'payment.retry': [
          { guard: 'savedCardUnrefused', target: 'choosing' },
          { target: 'choosing', actions: 'forgetCard' },
        ],
        'payment.method.change': 'changingMethod',
      },
    },
    changingMethod: {
      description: 'The unpaid order switches payment type; its payment starts afresh.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'changeMethod',
        src: 'changeMethod',
        input: ({ context, event }) => {
          assertEvent(event, 'payment.method.change')
          return { orderId: context.orderId, method: event.method }
        },
        onDone: {
          target: 'choosing',
          actions: {
            type: 'setMethod',
            params: ({ event }) => ({ method: event.output }),
          },
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ code: paymentFailureCode(event.error) }),
          },
        },
      },
    },
    storePayment: {
      description: 'Convenience store: a saved payee, or name, kana, phone and store.',
      on: {
        'payment.payee.choose': {
          actions: ['clearError', { type: 'choosePayee', params: ({ event }) => event.payee }],
        },
        'payment.submit': { guard: 'hasPayee', target: 'generatingAccount' },
        'payment.method.change': 'changingMethod',
      },
    },
    generatingAccount: {
      description: 'Makes the payment account (receipt number, deadline); submit is not handled.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'generatePaymentAccount',
        src: 'generatePaymentAccount',
        input: ({ context }) => ({ orderId: context.orderId, payee: context.payee! }),
        onDone: {
          target: 'awaitingStorePayment',
          actions: { type: 'rememberAccount', params: ({ event }) => event.output },
        },
        onError: {
          target: 'storePayment',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ code: paymentFailureCode(event.error) }),
          },
        },
      },
    },
    awaitingStorePayment: {
      description: 'The buyer pays at the store by the deadline shown; the order is placed.',
      type: 'final',
    },
    paid: { type: 'final', entry: 'forgetRedirect' },
  },
})
