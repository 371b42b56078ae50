import { Hono, type Context } from 'hono'
import { liveShopV1Calls as v1 } from '../../../src/api/schemas/calls/live-shop-v1'
import {
  PostUpdateRequestSchema,
  StreamBindRequestSchema,
} from '../../../src/api/schemas/requests/post'
import { AllQuerySchema, ProductListQuerySchema } from '../../../src/api/schemas/requests/queries'
import type { Db } from '../../db/db'
import { storeOfLiver } from '../../db/queries'
import type { PostRow } from '../../db/types/catalog'
import { postView, sellerProductView } from '../../db/views/catalog'
import { channelView, streamView } from '../../db/views/settings'
import { sandboxErrorHandler } from '../../http/errors'
import { parseBody, parseQuery, validationError } from '../../http/validate'
import { idParam, serve } from '../catalog/contract-route'
import { withoutDeleted } from '../catalog/live-lookups'
import { listedProducts, productPage } from '../catalog/product-list'
import { createPost } from './create-post'
import { accessibleStream, channelsOf, ownPost, ownStoreInPath, sellerOf } from './ownership'
import { checkPostProducts, removePostProduct, setPostProducts } from './post-products'

/**
 * The seller's post editor (live shop v1). Every call needs a seller session and works on the
 * seller's own store; the answers show a post as buyers will see it (products taken off left out).
 */
export function sellerRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  const postAnswer = (post: PostRow) => ({ data: postView(db, withoutDeleted(db, post)) })
  const postInPath = (c: Context) => ownPost(db, sellerOf(c, db), idParam(c, 'id', 'post'))

  serve(app, v1.listSellerProducts, (c) => {
    const store = ownStoreInPath(c, db, sellerOf(c, db))
    const query = parseQuery(c, ProductListQuerySchema)
    const rows = listedProducts(db, store.id, query, { audience: 'seller' })
    return productPage(c, rows, query, (row) => sellerProductView(db, row))
  })
  serve(app, v1.listChannels, (c) => {
    const store = ownStoreInPath(c, db, sellerOf(c, db))
    parseQuery(c, AllQuerySchema)
    return { data: channelsOf(db, store.id).map(channelView) }
  })

  serve(app, v1.getPost, (c) => postAnswer(postInPath(c).post))
  serve(app, v1.createPost, async (c) => postAnswer(await createPost(c, db)), 201)
  serve(app, v1.updatePost, async (c) => {
    const { post, store } = postInPath(c)
    const body = await parseBody(c, PostUpdateRequestSchema)
    checkPostProducts(db, store, body.product_ids)
    setPostProducts(db, post, body.product_ids)
    return postAnswer(post)
  })
  serve(app, v1.removePostProduct, (c) => {
    const { post } = postInPath(c)
    removePostProduct(db, post, idParam(c, 'productId', 'product'))
    return postAnswer(post)
  })

  serve(app, v1.getStream, (c) => ({
    data: streamView(accessibleStream(db, sellerOf(c, db), idParam(c, 'id', 'stream'))),
  }))
  serve(app, v1.bindStream, async (c) => {
    const liver = sellerOf(c, db)
    const stream = accessibleStream(db, liver, idParam(c, 'id', 'stream'))
    const { post_id } = await parseBody(c, StreamBindRequestSchema)
    const post = db.posts.get(post_id)
    // Someone else's post is not a post this seller can name: the field is wrong, not the stream.
    if (!post || post.store_id !== storeOfLiver(db, liver.id)?.id) {
      throw validationError({ post_id: [`Post ${post_id} is not one of your posts.`] })
    }
    stream.post_id = post.id
    return { data: streamView(stream) }
  })
  return app
}
