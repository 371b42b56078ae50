/**
 * Marketplace v2 checkout, payment and the member's order list: apart from the store and product
 * calls (./shop.ts), so a store page does not load the checkout's schemas.
 */
import * as v from 'valibot'
import * as errors from '../../error-body'
import { OrderListRowSchema } from '../../order-list'
import { paginated } from '../../paginated'
import { CheckoutRequestSchema } from '../../requests/checkout'
import { PayRequestSchema } from '../../requests/pay'
import { PageQuerySchema } from '../../requests/queries'
import { CheckoutResponseSchema, PayResponseSchema } from '../../responses/checkout'
import type { CallContract } from '../call'
import { MARKETPLACE_V2_PREFIX as V2 } from '../prefixes'

export const purchaseCalls = {
  checkout: {
    method: 'POST',
    path: `${V2}/checkout`,
    body: CheckoutRequestSchema,
    response: CheckoutResponseSchema,
    errorBody: errors.CheckoutErrorBodySchema,
  },
  pay: {
    method: 'POST',
    path: `${V2}/orders/:id/pay`,
    body: PayRequestSchema,
    response: PayResponseSchema,
    /**
     * The pay codes (docs/errors.md#pay), or a 422 (a canceled order, a card that is not the
     * buyer's).
     */
    errorBody: v.variant('code', [errors.ValidationErrorBodySchema, errors.PayErrorBodySchema]),
  },
  /** The member's orders in one store, newest first. */
  listBuyerOrders: {
    method: 'GET',
    path: `${V2}/stores/:id/orders/buyer`,
    query: PageQuerySchema,
    response: paginated(OrderListRowSchema),
  },
} as const satisfies Record<string, CallContract>
