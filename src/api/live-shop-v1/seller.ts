/**
 * The seller's post editor (/api/v1/17shop; seller session). Reads use the default flavour; post
 * edits and stream access come back as results carrying their codes (VALIDATION_EXCEPTION,
 * NEGATIVE_STOCK_EXCEPTION, STORE_PAYMENT_SHIPPING_UNSET; LIVER_NOT_IN_WHITELIST,
 * UNAUTHORIZED_ACCESS_TO_STREAM), with `data` unwrapped to the post or stream.
 */
import type { Http } from '../http'
import { sellerCalls as calls } from '../schemas/calls/live-shop-v1/seller'
import type { BodyOf } from '../schemas/calls/call'
import { withProductQuery, type ProductListQueryInput } from '../shared/catalog-query'
import { unwrapResult } from '../shared/catalog-results'
import { contractSpec } from '../shared/contract-spec'

/** GET seller/stores/{id}/products, all on one page (`all=1`): SKUs with list price and sales. */
export function listSellerProducts(
  http: Http,
  storeId: number,
  query: Omit<ProductListQueryInput, 'all'> = {},
) {
  const spec = contractSpec('v1.listSellerProducts', calls.listSellerProducts, {
    params: { id: storeId },
    query: {},
  })
  return http.call(withProductQuery(spec, { ...query, all: 1 }))
}

/** GET stores/{id}/channels?all: where the store may publish a post. */
export async function listChannels(http: Http, storeId: number) {
  const spec = contractSpec('v1.listChannels', calls.listChannels, {
    params: { id: storeId },
    query: { all: true },
  })
  return (await http.call(spec)).data
}

export async function getPost(http: Http, postId: number) {
  return (await http.call(contractSpec('v1.getPost', calls.getPost, { params: { id: postId } })))
    .data
}

/** POST stores/{id}/posts: a new stream post, its products in the order given. */
export async function createPost(
  http: Http,
  storeId: number,
  body: BodyOf<typeof calls.createPost>,
) {
  const spec = contractSpec('v1.createPost', calls.createPost, { params: { id: storeId }, body })
  return unwrapResult(await http.result4xx({ ...spec, errors: calls.createPost.errorBody }))
}

/** PUT posts/{id}: the post's products become `productIds`, in that order. */
export async function updatePost(http: Http, postId: number, productIds: number[]) {
  const spec = contractSpec('v1.updatePost', calls.updatePost, {
    params: { id: postId },
    body: { product_ids: productIds },
  })
  return unwrapResult(await http.result4xx({ ...spec, errors: calls.updatePost.errorBody }))
}

/** DELETE posts/{id}/products/{productId}: the post without it, the rest in their order. */
export async function removePostProduct(http: Http, postId: number, productId: number) {
  const spec = contractSpec('v1.removePostProduct', calls.removePostProduct, {
    params: { id: postId, productId },
  })
  return unwrapResult(await http.result4xx({ ...spec, errors: calls.removePostProduct.errorBody }))
}

/** GET streams/{id}: the stream and the post bound to it, if the seller may use it. */
export async function getStream(http: Http, streamId: number) {
  const spec = contractSpec('v1.getStream', calls.getStream, { params: { id: streamId } })
  return unwrapResult(await http.result4xx({ ...spec, errors: calls.getStream.errorBody }))
}

/** POST streams/{id}: binds one of the seller's posts to the stream. */
export async function bindStream(http: Http, streamId: number, postId: number) {
  const spec = contractSpec('v1.bindStream', calls.bindStream, {
    params: { id: streamId },
    body: { post_id: postId },
  })
  return unwrapResult(await http.result4xx({ ...spec, errors: calls.bindStream.errorBody }))
}
