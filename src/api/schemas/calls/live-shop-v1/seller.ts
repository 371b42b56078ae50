/** Live shop v1 store, post and stream calls: the seller's post editor and the live storefront. */
import * as v from 'valibot'
import { dataOf, listOf } from '../../common'
import * as errors from '../../error-body'
import { PostSchema } from '../../post'
import { paginated } from '../../paginated'
import { SellerProductSchema } from '../../product'
import { LiveShopStoreSchema } from '../../store'
import { ChannelSchema, StreamPostCreateSchema, StreamSchema } from '../../stream'
import { PostUpdateRequestSchema, StreamBindRequestSchema } from '../../requests/post'
import { AllQuerySchema, ProductListQuerySchema, StoreQuerySchema } from '../../requests/queries'
import type { CallContract } from '../call'

const V1 = '/api/v1/17shop'

export const sellerCalls = {
  /** `?liver_id=` or `?post_id=`: the store, whose region picks the checkout. */
  queryStore: {
    method: 'GET',
    path: `${V1}/stores/query`,
    query: StoreQuerySchema,
    response: dataOf(LiveShopStoreSchema),
  },
  /** Fetched with `all=1`: every product on one page, so the seller sees the whole store. */
  listSellerProducts: {
    method: 'GET',
    path: `${V1}/seller/stores/:id/products`,
    query: ProductListQuerySchema,
    response: paginated(SellerProductSchema),
  },
  listChannels: {
    method: 'GET',
    path: `${V1}/stores/:id/channels`,
    query: AllQuerySchema,
    response: listOf(ChannelSchema),
  },
  getPost: { method: 'GET', path: `${V1}/posts/:id`, response: dataOf(PostSchema) },
  createPost: {
    method: 'POST',
    path: `${V1}/stores/:id/posts`,
    body: StreamPostCreateSchema,
    response: dataOf(PostSchema),
    errorBody: errors.PostUpdateErrorBodySchema,
  },
  updatePost: {
    method: 'PUT',
    path: `${V1}/posts/:id`,
    body: PostUpdateRequestSchema,
    response: dataOf(PostSchema),
    errorBody: errors.PostUpdateErrorBodySchema,
  },
  /** Answers the post without the product. */
  removePostProduct: {
    method: 'DELETE',
    path: `${V1}/posts/:id/products/:productId`,
    response: dataOf(PostSchema),
    errorBody: errors.PostUpdateErrorBodySchema,
  },
  getStream: {
    method: 'GET',
    path: `${V1}/streams/:id`,
    response: dataOf(StreamSchema),
    errorBody: errors.StreamAccessErrorBodySchema,
  },
  /** A `post_id` that is not one of the seller's posts is a 422 on that field. */
  bindStream: {
    method: 'POST',
    path: `${V1}/streams/:id`,
    body: StreamBindRequestSchema,
    response: dataOf(StreamSchema),
    errorBody: v.union([errors.StreamAccessErrorBodySchema, errors.ValidationErrorBodySchema]),
  },
  /** The post as the live storefront shows it to buyers. */
  getLivePost: {
    method: 'GET',
    path: `${V1}/liveweb/stores/:id/posts/:postId`,
    response: dataOf(PostSchema),
  },
} as const satisfies Record<string, CallContract>
