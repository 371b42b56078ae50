/** Marketplace v2 store, product, checkout and order-list calls. */
import * as v from 'valibot'
import { dataOf } from '../../common'
import * as errors from '../../error-body'
import { OrderListRowSchema } from '../../order-list'
import { paginated } from '../../paginated'
import { ProductSchema } from '../../product'
import { StoreSchema } from '../../store'
import { CheckoutRequestSchema } from '../../requests/checkout'
import { PayRequestSchema } from '../../requests/pay'
import { PageQuerySchema, ProductListQuerySchema } from '../../requests/queries'
import { CheckoutResponseSchema, PayResponseSchema } from '../../responses/checkout'
import type { CallContract } from '../call'

const V2 = '/api/v2'

export const shopCalls = {
  getStoreBySlug: {
    method: 'GET',
    path: `${V2}/buyer/stores/:slug`,
    response: dataOf(StoreSchema),
  },
  /** `with_market=1&all=1`: every product of the store on one page. */
  listProducts: {
    method: 'GET',
    path: `${V2}/stores/:id/products`,
    query: ProductListQuerySchema,
    response: paginated(ProductSchema),
  },
  getProduct: {
    method: 'GET',
    path: `${V2}/stores/:id/products/:productId`,
    response: dataOf(ProductSchema),
  },
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
