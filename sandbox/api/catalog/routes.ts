import { Hono, type Context } from 'hono'
import { marketplaceV2Calls as v2 } from '../../../src/api/schemas/calls/marketplace-v2'
import { liveShopV1Calls as v1 } from '../../../src/api/schemas/calls/live-shop-v1'
import { ProductListQuerySchema } from '../../../src/api/schemas/requests/queries'
import type { Db } from '../../db/db'
import { storeBySlug } from '../../db/queries'
import type { ProductRow, StoreRow } from '../../db/types/catalog'
import { liveStoreView, postView, productView, storeView } from '../../db/views/catalog'
import { fail, found, sandboxErrorHandler } from '../../http/errors'
import { parseQuery } from '../../http/validate'
import { checkReader, storeInPath, type Audience } from './access'
import { idParam, serve } from './contract-route'
import { isVisibleToBuyers, listedProducts, productPage } from './product-list'
import { findStore, visiblePost } from './live-lookups'

/**
 * What buyers browse: marketplace stores and products (v2) and the live shop's products, store
 * look-up and stream post (v1). The two product lists are one implementation; only the audience
 * differs (v2 is public, v1 needs a live-shop session).
 */
export function catalogRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)

  const products = (c: Context, audience: Audience) => {
    checkReader(c, db, audience)
    const store = storeInPath(c, db)
    const query = parseQuery(c, ProductListQuerySchema)
    const rows = listedProducts(db, store.id, query, { audience: 'buyer' })
    return productPage(c, rows, query, (row) => productView(db, row))
  }
  const product = (row: ProductRow | undefined, store?: StoreRow) => {
    if (!row || (store && row.store_id !== store.id) || !isVisibleToBuyers(db, row))
      fail(404, 'NOT_FOUND', 'No such product.')
    return { data: productView(db, row) }
  }

  serve(app, v2.getStoreBySlug, (c) => {
    checkReader(c, db, 'public')
    return { data: storeView(found(storeBySlug(db, c.req.param('slug') ?? ''), 'store')) }
  })
  serve(app, v2.listProducts, (c) => products(c, 'public'))
  serve(app, v2.getProduct, (c) => {
    checkReader(c, db, 'public')
    const store = storeInPath(c, db)
    return product(db.products.get(idParam(c, 'productId', 'product')), store)
  })

  serve(app, v1.listStoreProducts, (c) => products(c, 'live'))
  serve(app, v1.getProduct, (c) => {
    checkReader(c, db, 'live')
    return product(db.products.get(idParam(c, 'id', 'product')))
  })
  serve(app, v1.queryStore, (c) => {
    checkReader(c, db, 'public')
    return { data: liveStoreView(findStore(db, c)) }
  })
  serve(app, v1.getLivePost, (c) => {
    checkReader(c, db, 'live')
    const store = storeInPath(c, db)
    return { data: postView(db, visiblePost(db, store, idParam(c, 'postId', 'post'))) }
  })
  return app
}
