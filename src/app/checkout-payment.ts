/**
 * The payment machine with the app's effects, as the marketplace checkout runs it for a placed
 * order (docs/machines/README.md, "Wiring"). Today: the convenience-store payment (a payee, then
 * the payment account) and the order re-read; cards come with the card form.
 */
import { fromPromise } from 'xstate'
import { paymentMachine } from '../../machines/payment/payment.machine'
import type {
  OrderPaymentRead,
  PayeeChoice,
  StorePaymentAccount,
} from '../../machines/payment/payment-types'
import type { Http } from '../api/http'
import { generatePaymentAccount, getOrder } from '../api/marketplace-v2/orders'
import { createCvsPayee } from '../api/marketplace-v2/wallet'
import { CONVENIENCE_STORES } from '../api/schemas/cvs-payee'
import { storeAccountOf } from './checkout-outcome'

/** A rejection the payment machine reads the `code` of (paymentFailureCode). */
class PaymentStepError extends Error {
  override readonly name = 'PaymentStepError'
  constructor(readonly code: string) {
    super(code)
  }
}

export function providePaymentMachine(getHttp: () => Promise<Http>) {
  return paymentMachine.provide({
    actors: {
      readOrder: fromPromise(
        async ({ input }: { input: { orderId: number } }): Promise<OrderPaymentRead> => {
          const order = await getOrder(await getHttp(), input.orderId)
          // An order without a payment row has nothing paid yet.
          return { status: order.payment?.status ?? 'init' }
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
