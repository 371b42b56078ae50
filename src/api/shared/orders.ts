/**
 * Order reading, messages and unpaid-order payment changes, the same calls in the marketplace
 * (/api/v2) and the live shop (/api/v1/17shop): one implementation, made per API from its own table
 * (`orderClient(orderCallsV2, 'v2')`). Orders are the buyer's own; another buyer's order is a
 * 404, like a missing one.
 */
import type { Success } from '../client/results'
import type { Http } from '../http'
import type { BodyOf } from '../schemas/calls/call'
import type { orderCalls } from '../schemas/calls/shared/orders'
import { contractSpec } from './contract-spec'

type OrderCalls = ReturnType<typeof orderCalls<string>>

/** A `{ data: X }` answer as X, so callers read `result.data.payment`, not `result.data.data`. */
export function unwrapData<T, F extends { ok: false }>(
  result: Success<{ data: T }> | F,
): Success<T> | F {
  return result.ok ? { ...result, data: result.data.data } : result
}
type Body<K extends keyof OrderCalls> = BodyOf<OrderCalls[K]>

/** `api` names the calls in reports (`v2.getOrder`, `v1.getOrder`). */
export function orderClient(calls: OrderCalls, api: 'v2' | 'v1') {
  const name = (call: keyof OrderCalls) => `${api}.${call}`
  return {
    /** GET orders/{id}. Default flavour: a missing or foreign order rejects (404). */
    async getOrder(http: Http, orderId: number) {
      return (
        await http.call(contractSpec(name('getOrder'), calls.getOrder, { params: { id: orderId } }))
      ).data
    },

    /**
     * PUT orders/{id}/payment-method: an unpaid order switches payment type; answers the order as
     * it now is. A paid or canceled order, or a type the store does not take, is a typed 422.
     */
    async changePaymentMethod(http: Http, orderId: number, body: Body<'changePaymentMethod'>) {
      const call = calls.changePaymentMethod
      const spec = contractSpec(name('changePaymentMethod'), call, {
        params: { id: orderId },
        body,
      })
      return unwrapData(await http.result4xx({ ...spec, errors: call.errorBody }))
    },

    /**
     * POST orders/{id}/payment-account/generate `{ id }` (a convenience-store payee): the order
     * with `payment.account` (store, receipt number) and `payment.expire_at`. Every failure is a
     * result: without an answer the account may exist, so the caller re-reads the order.
     */
    async generatePaymentAccount(
      http: Http,
      orderId: number,
      body: Body<'generatePaymentAccount'>,
    ) {
      const call = calls.generatePaymentAccount
      const spec = contractSpec(name('generatePaymentAccount'), call, {
        params: { id: orderId },
        body,
      })
      return unwrapData(await http.result4xx5xx({ ...spec, errors: call.errorBody }))
    },

    /** GET orders/{id}/messages?role=buyer&all: the whole conversation, oldest first. */
    async listOrderMessages(http: Http, orderId: number) {
      const query = { role: 'buyer', all: true } as const
      return (
        await http.call(
          contractSpec(name('listOrderMessages'), calls.listOrderMessages, {
            params: { id: orderId },
            query,
          }),
        )
      ).data
    },

    /** POST orders/{id}/messages: the buyer writes to the seller; the message as saved. */
    async sendOrderMessage(http: Http, orderId: number, message: string) {
      const call = calls.sendOrderMessage
      const body = { role: 'buyer', message } as const
      const spec = contractSpec(name('sendOrderMessage'), call, { params: { id: orderId }, body })
      return unwrapData(await http.result4xx({ ...spec, errors: call.errorBody }))
    },
  }
}
