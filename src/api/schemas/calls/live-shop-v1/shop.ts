/** Live shop v1 stores, products and stream posts: what the live storefront reads. */
import { dataOf } from '../../common'
import * as errors from '../../error-body'
import { paginated } from '../../paginated'
import { PostSchema } from '../../post'
import { ProductSchema } from '../../product'
import { LiveShopStoreSchema } from '../../store'
import { FastCheckoutRequestSchema } from '../../requests/fast-checkout'
import { ProductListQuerySchema, StoreQuerySchema } from '../../requests/queries'
import { FastCheckoutResponseSchema } from '../../responses/fast-checkout'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX as V1 } from '../prefixes'

export const shopCalls = {
  /** `?liver_id=` or `?post_id=`: the store, whose region picks the checkout. */
  queryStore: {
    method: 'GET',
    path: `${V1}/stores/query`,
    query: StoreQuerySchema,
    response: dataOf(LiveShopStoreSchema),
  },
  listStoreProducts: {
    method: 'GET',
    path: `${V1}/stores/:id/products`,
    query: ProductListQuerySchema,
    response: paginated(ProductSchema),
  },
  getProduct: { method: 'GET', path: `${V1}/products/:id`, response: dataOf(ProductSchema) },
  /** The post as the live storefront shows it to buyers. */
  getLivePost: {
    method: 'GET',
    path: `${V1}/liveweb/stores/:id/posts/:postId`,
    response: dataOf(PostSchema),
  },
  fastCheckout: {
    method: 'POST',
    path: `${V1}/enterprise/stores/:id/fast-checkout`,
    body: FastCheckoutRequestSchema,
    response: FastCheckoutResponseSchema,
    /** A SKU that cannot be bought answers as adding it to a cart would (SKU_SOLD_OUT ...). */
    errorBody: errors.AddToCartErrorBodySchema,
  },
} as const satisfies Record<string, CallContract>
