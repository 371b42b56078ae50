/**
 * The payment machine with a shop's effects (docs/machines/README.md, "Wiring"): the same rules
 * for every shop and every page that pays (the marketplace checkout's done step, an unpaid order's
 * page in either shop); what differs is the shop's calls, given as `PaymentShopApi`, and where a
 * provider sends the buyer back.
 */
import { handOver, type LoadingFlag } from '../shared/global-loading'
import { fromPromise } from 'xstate'
import { paymentMachine } from '../../../machines/payment/payment.machine'
import type { PayRequest, PaymentDecline } from '../../../machines/payment/payment.machine'
import type {
  GmoCardToken,
  OrderPaymentRead,
  PayeeChoice,
  PayResult,
  PaymentMethod,
  SavedCard,
  StorePaymentAccount,
} from '../../../machines/payment/payment-types'
import { SESSION_ENDED } from '../../../machines/payment/payment-types'
import { isPaymentMethod, PAYMENT_METHODS } from '../../../machines/payment/payment-methods'
import type { Http } from '../../api/http'
import { isSessionChangedError, SESSION_CHANGED_CODE } from '../../api/client/session-guard'
import type { Failure, Success } from '../../api/client/results'
import type { PayOutcome } from '../../api/shared/pay'
import { UNKNOWN_ERROR_CODE, type ApiErrorBody } from '../../api/client/results'
import type { Order } from '../../api/schemas/order'
import type { CvsPayeeCreateRequest } from '../../api/schemas/requests/cvs-payee-create'
import type { CreditCardSaveRequest } from '../../api/schemas/requests/credit-card-save'
import { TOKENISED_CARD_TYPE } from '../../api/schemas/payment-types'
import { CONVENIENCE_STORES } from '../../api/schemas/cvs-payee'
import { reportCodeOf } from '../../api/schemas/error-body'
import { reportError } from '../../lib/report-error'
import { tokenizeCard } from './card-token'
import { storeAccountOf } from './store-account'
import { startAttempt } from './started-attempts'
import { readTypedCard, type TypedCard } from './typed-card'

type OrderResult = Success<Order> | Failure<ApiErrorBody>

/** One shop's calls for paying an order (each API has them under the same names). */
export interface PaymentShopApi {
  getOrder(http: Http, orderId: number): Promise<Order>
  changePaymentMethod(
    http: Http,
    orderId: number,
    body: { payment_type: PaymentMethod },
  ): Promise<OrderResult>
  generatePaymentAccount(http: Http, orderId: number, body: { id: number }): Promise<OrderResult>
  createCvsPayee(http: Http, body: CvsPayeeCreateRequest): Promise<{ id: number }>
  /** Removing a saved card or payee from the payment choice (the wallet's calls). */
  deleteCreditCard(http: Http, id: number): Promise<unknown>
  deleteCvsPayee(http: Http, id: number): Promise<unknown>
  saveCreditCard(
    http: Http,
    body: GmoCardToken & Pick<CreditCardSaveRequest, 'type' | 'application'>,
  ): Promise<SavedCard>
  /** The store's GMO shop id, which the card token script needs. */
  getGmoCredit(http: Http, storeId: number): Promise<string>
  /** POST orders/{id}/pay with a saved card of the order's method (GMO or PayUni). */
  payCard(
    http: Http,
    orderId: number,
    request: { method: PaymentMethod; cardId: number; redirectUrl: string },
  ): Promise<PayOutcome<ApiErrorBody>>
  /** POST orders/{id}/pay with a card typed in (Taiwan, PayUni): the live shop only. */
  payTypedCard?(
    http: Http,
    orderId: number,
    request: TypedCard & { redirectUrl: string },
  ): Promise<PayOutcome<ApiErrorBody>>
  /** POST orders/{id}/gmo-paypay: the live shop in Japan only. */
  payPaypay?(http: Http, orderId: number, redirectUrl: string): Promise<PayOutcome<ApiErrorBody>>
}

export interface PaymentPlace {
  getHttp: () => Promise<Http>
  storeId: number
  /** Where a provider (3-D Secure, PayPay) sends the browser back for this order. */
  returnUrl: (orderId: number) => string
  /** Raised while the browser leaves for a provider's page (global-loading.ts). */
  loading?: LoadingFlag
}

/** A rejection the payment machine reads the `code` of (paymentFailureCode). */
class PaymentStepError extends Error {
  override readonly name = 'PaymentStepError'
  constructor(readonly code: string) {
    super(code)
  }
}

const failureCode = (result: { ok: false; kind: string; error?: { code: string } }) =>
  result.kind === 'http' && result.error
    ? result.error.code
    : result.kind === 'invalid-input'
      ? 'INVALID_INPUT'
      : 'UNKNOWN'

/**
 * What the buyer is shown of a refusal besides its code: the fields a VALIDATION_EXCEPTION names,
 * the provider's own message (PayUni's reason); text only, never the card.
 */
function refusalDetail(error: ApiErrorBody): {
  fields?: string[]
  message?: string
  reportCode?: string
} {
  if (error.code === 'VALIDATION_EXCEPTION' && typeof error.data === 'object' && error.data) {
    return { fields: Object.keys(error.data) }
  }
  // A body the client could not read as the API's error (a proxy's 429, a gateway page) is no
  // reason a buyer can act on: its text is not shown.
  if (error.code === UNKNOWN_ERROR_CODE) return {}
  const reportCode = reportCodeOf(error)
  return {
    ...(error.message ? { message: error.message } : {}),
    ...(reportCode === null ? {} : { reportCode }),
  }
}

/** A decline reported so support can find it by the provider's report code. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError'
  constructor(decline: PaymentDecline) {
    super(`Order ${decline.orderId}: ${decline.code} (report code ${decline.reportCode})`)
  }
}

function payResultOf(outcome: PayOutcome<ApiErrorBody>): PayResult {
  switch (outcome.kind) {
    case 'refused':
      // A 401's body is the session's, not the payment's (and the client is logging out).
      if (outcome.status === 401) return { kind: 'refused', code: SESSION_ENDED }
      return { kind: 'refused', code: outcome.error.code, ...refusalDetail(outcome.error) }
    case 'invalid':
      return { kind: 'invalid' }
    default:
      return outcome
  }
}

export function providePayment(api: PaymentShopApi, place: PaymentPlace) {
  const { getHttp, storeId } = place
  return paymentMachine.provide({
    actions: {
      // The URL passed the machine's guard (a listed https host, or the sandbox's page on this
      // origin) before this runs.
      leaveForProvider: (_, params: { url: string }) => handOver(params.url, place.loading),
      reportDecline: (_, decline: PaymentDecline) =>
        reportError(new PaymentDeclinedError(decline), {
          source: 'payment',
          orderId: decline.orderId,
          method: decline.method,
          code: decline.code,
          report_code: decline.reportCode,
        }),
    },
    actors: {
      // The store's GMO shop, then GMO's script with the fields of the card form.
      tokenize: fromPromise(async () =>
        tokenizeCard(await api.getGmoCredit(await getHttp(), storeId)),
      ),
      saveCard: fromPromise(async ({ input }: { input: GmoCardToken }) => {
        try {
          return await api.saveCreditCard(await getHttp(), {
            type: TOKENISED_CARD_TYPE,
            application: 'buyer_general',
            ...input,
          })
        } catch (error) {
          // Not sent: the account stored on this device changed; the card form says so.
          if (isSessionChangedError(error)) throw new PaymentStepError(SESSION_CHANGED_CODE)
          throw error
        }
      }),
      pay: fromPromise(async ({ input }: { input: PayRequest }): Promise<PayResult> => {
        if (!startAttempt(input.orderId, input.attempt)) return { kind: 'unknown' }
        const http = await getHttp()
        const redirectUrl = place.returnUrl(input.orderId)
        const method = PAYMENT_METHODS[input.method]
        if (method.pays === 'providerPage' && api.payPaypay) {
          return payResultOf(await api.payPaypay(http, input.orderId, redirectUrl))
        }
        if (method.card?.newCard === 'typed' && input.card?.kind === 'typed' && api.payTypedCard) {
          const card = readTypedCard()
          if (!card) return { kind: 'refused', code: 'NO_CARD_FORM' }
          return payResultOf(await api.payTypedCard(http, input.orderId, { ...card, redirectUrl }))
        }
        if (input.card?.kind !== 'saved' || method.card === null) {
          return { kind: 'refused', code: 'UNSUPPORTED_PAYMENT' }
        }
        return payResultOf(
          await api.payCard(http, input.orderId, {
            method: input.method,
            cardId: input.card.id,
            redirectUrl,
          }),
        )
      }),
      readOrder: fromPromise(
        async ({ input }: { input: { orderId: number } }): Promise<OrderPaymentRead> => {
          const order = await api.getOrder(await getHttp(), input.orderId)
          // An order without a payment row has nothing paid yet.
          return { status: order.payment?.status ?? 'init' }
        },
      ),
      // The unpaid order switches payment type; answers its type now.
      changeMethod: fromPromise(
        async ({
          input,
        }: {
          input: { orderId: number; method: PaymentMethod }
        }): Promise<PaymentMethod> => {
          const result = await api.changePaymentMethod(await getHttp(), input.orderId, {
            payment_type: input.method,
          })
          if (!result.ok) throw new PaymentStepError(failureCode(result))
          const type = result.data.payment?.type
          return isPaymentMethod(type) ? type : input.method
        },
      ),
      generatePaymentAccount: fromPromise(
        async ({
          input,
        }: {
          input: { orderId: number; payee: PayeeChoice }
        }): Promise<StorePaymentAccount> => {
          const http = await getHttp()
          const payee =
            input.payee.kind === 'saved'
              ? { id: input.payee.id }
              : await api.createCvsPayee(http, {
                  buyer_name: input.payee.buyer_name,
                  buyer_name_kana: input.payee.buyer_name_kana,
                  buyer_cellphone: input.payee.buyer_cellphone,
                  convenience_code: input.payee.convenience_code,
                  convenience_name: CONVENIENCE_STORES[input.payee.convenience_code],
                })
          const result = await api.generatePaymentAccount(http, input.orderId, { id: payee.id })
          if (!result.ok) throw new PaymentStepError(failureCode(result))
          const account = result.data.payment ? storeAccountOf(result.data.payment) : null
          if (!account) throw new PaymentStepError('UNKNOWN')
          return account
        },
      ),
    },
  })
}

export type ProvidedPaymentMachine = ReturnType<typeof providePayment>
