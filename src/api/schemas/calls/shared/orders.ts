/** Order reading, messages and unpaid-order payment changes, the same in both APIs. */
import { dataOf, listOf } from '../../common'
import { ValidationErrorBodySchema } from '../../error-body'
import { OrderSchema } from '../../order'
import { OrderMessageSchema } from '../../order-message'
import { OrderMessageRequestSchema } from '../../requests/order-message'
import * as pay from '../../requests/pay'
import { OrderMessagesQuerySchema } from '../../requests/queries'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../prefixes'

export function orderCalls<const P extends string>(prefix: P) {
  return {
    getOrder: { method: 'GET', path: `${prefix}/orders/:id`, response: dataOf(OrderSchema) },
    /** Both answer the order as it now is (its payment changed). */
    changePaymentMethod: {
      method: 'PUT',
      path: `${prefix}/orders/:id/payment-method`,
      body: pay.PaymentMethodChangeRequestSchema,
      response: dataOf(OrderSchema),
      /** 422 when the order is no longer unpaid or the store does not take that payment type. */
      errorBody: ValidationErrorBodySchema,
    },
    generatePaymentAccount: {
      method: 'POST',
      path: `${prefix}/orders/:id/payment-account/generate`,
      body: pay.PaymentAccountGenerateRequestSchema,
      response: dataOf(OrderSchema),
      /** 422 when the order is not an unpaid convenience-store order or the payee is not the buyer's. */
      errorBody: ValidationErrorBodySchema,
    },
    listOrderMessages: {
      method: 'GET',
      path: `${prefix}/orders/:id/messages`,
      query: OrderMessagesQuerySchema,
      response: listOf(OrderMessageSchema),
    },
    sendOrderMessage: {
      method: 'POST',
      path: `${prefix}/orders/:id/messages`,
      body: OrderMessageRequestSchema,
      response: dataOf(OrderMessageSchema),
      errorBody: ValidationErrorBodySchema,
    },
  } as const satisfies Record<string, CallContract>
}

/** Each API's table, made once: the client modules and the API's whole table share its entries. */
export const orderCallsV2 = orderCalls(MARKETPLACE_V2_PREFIX)
export const orderCallsV1 = orderCalls(LIVE_SHOP_V1_PREFIX)
