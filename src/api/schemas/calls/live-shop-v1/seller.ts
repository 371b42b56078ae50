/** Live shop v1 post and stream calls: the seller's post editor. */
import * as v from 'valibot'
import { dataOf, listOf } from '../../common'
import * as errors from '../../error-body'
import { PostSchema } from '../../post'
import { paginated } from '../../paginated'
import { SellerProductSchema } from '../../product'
import { ChannelSchema, StreamPostCreateSchema, StreamSchema } from '../../stream'
import { PostUpdateRequestSchema, StreamBindRequestSchema } from '../../requests/post'
import { AllQuerySchema, ProductListQuerySchema } from '../../requests/queries'
import type { CallContract } from '../call'
import { LIVE_SHOP_V1_PREFIX as V1 } from '../prefixes'

export const sellerCalls = {
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
} as const satisfies Record<string, CallContract>
