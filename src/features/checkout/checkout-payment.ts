/**
 * The payment machine with the app's effects, as the marketplace checkout runs it for a placed
 * order (docs/machines/README.md, "Wiring"): a saved card or a new one (tokenised by GMO's
 * script, then saved), the convenience-store payment (a payee, then the payment account) and the order
 * re-read.
 */
import { fromPromise } from 'xstate'
import { paymentMachine } from '../../../machines/payment/payment.machine'
import type {
  OrderPaymentRead,
  PayeeChoice,
  PayResult,
  PaymentMethod,
  GmoCardToken,
  StorePaymentAccount,
} from '../../../machines/payment/payment-types'
import type { PayRequest } from '../../../machines/payment/payment.machine'
import { payOutcome } from '../../api/shared/pay'
import { pay } from '../../api/marketplace-v2/pay'
import type { Http } from '../../api/http'
import { changePaymentMethod, generatePaymentAccount, getOrder } from '../../api/marketplace-v2/orders'
import { createCvsPayee, saveCreditCard } from '../../api/marketplace-v2/wallet'
import { getGmoCredit } from '../../api/marketplace-v2/store-settings'
import { tokenizeCard } from './checkout-card-token'
import { CONVENIENCE_STORES } from '../../api/schemas/cvs-payee'
import { storeAccountOf } from './checkout-outcome'

/** A rejection the payment machine reads the `code` of (paymentFailureCode). */
class PaymentStepError extends Error {
  override readonly name = 'PaymentStepError'
  constructor(readonly code: string) {
    super(code)
  }
}

/**
 * Pay calls this tab has started, by order and attempt. A snapshot restored mid-pay runs `pay`
 * again with the same attempt: that one must not charge again, only be re-read (README rules).
 */
const STARTED_KEY = 'checkout:pay-attempts'

function startAttempt(orderId: number, attempt: number): boolean {
  const key = `${orderId}:${attempt}`
  let started: string[] = []
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STARTED_KEY) ?? '[]')
    if (Array.isArray(parsed)) started = parsed.filter((entry) => typeof entry === 'string')
  } catch {
    // Unreadable: treated as none started; the server refuses to charge a paid order anyway.
  }
  if (started.includes(key)) return false
  try {
    sessionStorage.setItem(STARTED_KEY, JSON.stringify([...started, key]))
  } catch {
    // Storage refused: the attempt still goes ahead, once, in this page.
  }
  return true
}

/** Where 3-D Secure sends the browser back to: this order's done step, marked as a return. */
const returnUrl = (orderId: number) => {
  const path = window.location.pathname.replace(/\/checkout\/.*$/, '/checkout/step-done/')
  return `${window.location.origin}${path}${orderId}?payment=returned`
}

export function providePaymentMachine(getHttp: () => Promise<Http>, storeId: number) {
  return paymentMachine.provide({
    actions: {
      // The URL passed the machine's guard (a listed https host, or the sandbox's page on this
      // origin) before this runs.
      leaveForProvider: (_, params: { url: string }) => window.location.assign(params.url),
    },
    actors: {
      // The store's GMO shop, then GMO's script with the fields of the card form.
      tokenize: fromPromise(async () => tokenizeCard(await getGmoCredit(await getHttp(), storeId))),
      saveCard: fromPromise(async ({ input }: { input: GmoCardToken }) =>
        saveCreditCard(await getHttp(), {
          type: 'gmo_credit',
          application: 'buyer_general',
          ...input,
        }),
      ),
      pay: fromPromise(async ({ input }: { input: PayRequest }): Promise<PayResult> => {
        if (!startAttempt(input.orderId, input.attempt)) return { kind: 'unknown' }
        if (input.method !== 'gmo_credit' || input.card?.kind !== 'saved') {
          return { kind: 'refused', code: 'UNSUPPORTED_PAYMENT' }
        }
        const result = await pay(await getHttp(), input.orderId, {
          card_id: input.card.id,
          redirect_url: returnUrl(input.orderId),
        })
        const outcome = payOutcome(result, (data) => data.pay_redirect_url)
        switch (outcome.kind) {
          case 'refused':
            return { kind: 'refused', code: outcome.error.code }
          case 'invalid':
            return { kind: 'invalid' }
          default:
            return outcome
        }
      }),
      readOrder: fromPromise(
        async ({ input }: { input: { orderId: number } }): Promise<OrderPaymentRead> => {
          const order = await getOrder(await getHttp(), input.orderId)
          // An order without a payment row has nothing paid yet.
          return { status: order.payment?.status ?? 'init' }
        },
      ),
      // The unpaid order switches payment type (after a decline, say); answers its type now.
      changeMethod: fromPromise(
        async ({
          input,
        }: {
          input: { orderId: number; method: PaymentMethod }
        }): Promise<PaymentMethod> => {
          const result = await changePaymentMethod(await getHttp(), input.orderId, {
            payment_type: input.method,
          })
          if (!result.ok) {
            throw new PaymentStepError(result.kind === 'http' ? result.error.code : 'INVALID_INPUT')
          }
          const type = result.data.payment?.type
          return type === 'gmo_credit' || type === 'gmo_cvs' ? type : input.method
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
              : await createCvsPayee(http, {
                  buyer_name: input.payee.buyer_name,
                  buyer_name_kana: input.payee.buyer_name_kana,
                  buyer_cellphone: input.payee.buyer_cellphone,
                  convenience_code: input.payee.convenience_code,
                  convenience_name: CONVENIENCE_STORES[input.payee.convenience_code],
                })
          const result = await generatePaymentAccount(http, input.orderId, { id: payee.id })
          if (!result.ok) {
            throw new PaymentStepError(
              result.kind === 'http'
                ? result.error.code
                : result.kind === 'invalid-input'
                  ? 'INVALID_INPUT'
                  : 'UNKNOWN',
            )
          }
          const account = result.data.payment ? storeAccountOf(result.data.payment) : null
          if (!account) throw new PaymentStepError('UNKNOWN')
          return account
        },
      ),
    },
  })
}
