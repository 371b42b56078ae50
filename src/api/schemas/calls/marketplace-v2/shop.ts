/** Marketplace v2 stores and products: what the store pages read. */
import { dataOf } from '../../common'
import { paginated } from '../../paginated'
import { ProductSchema } from '../../product'
import { StoreSchema } from '../../store'
import { ProductListQuerySchema } from '../../requests/queries'
import type { CallContract } from '../call'
import { MARKETPLACE_V2_PREFIX as V2 } from '../prefixes'

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
} as const satisfies Record<string, CallContract>
