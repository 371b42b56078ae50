import type { Context } from 'hono'
import type { ProductListQuery } from '../../../src/api/schemas/requests/queries'
import type { Paginated } from '../../../src/api/schemas/paginated'
import type { Db } from '../../db/db'
import { productsOf } from '../../db/queries'
import { skusOf } from '../../db/rules/sku-state'
import type { ProductRow } from '../../db/types/catalog'
import { FX } from '../../db/fixtures'
import { paginate } from '../../http/paging'

/**
 * A product whose every SKU is deleted is a deleted product: buyers never see it (the seller
 * still does, to restore or tidy it).
 */
export function isVisibleToBuyers(db: Db, product: ProductRow): boolean {
  return skusOf(db, product.id).some((sku) => sku.deleted_at === null)
}

export interface ListOptions {
  /** Sellers see all of their store; buyers only what is visible and, without with_market, shop-only products. */
  audience: 'buyer' | 'seller'
}

function matchesKeyword(product: ProductRow, keyword: string | undefined): boolean {
  const needle = keyword?.trim().toLowerCase()
  if (!needle) return true
  return (
    product.name.toLowerCase().includes(needle) ||
    product.description.toLowerCase().includes(needle)
  )
}

function matchesTabs(product: ProductRow, tabs: ProductListQuery['tab_names']): boolean {
  if (!tabs || tabs.length === 0) return true
  return tabs.includes(product.is_printio_product ? 'printio' : 'normal')
}

/**
 * The store's products for a list query, in id order: `with_market` also lists the products the
 * store sells on the marketplace (a buyer's list without it is the liver's shop-only products),
 * `keyword` matches name or description, `tab_names` picks normal and/or printio products.
 */
export function listedProducts(
  db: Db,
  storeId: number,
  query: ProductListQuery,
  options: ListOptions,
): ProductRow[] {
  return productsOf(db, storeId).filter(
    (product) =>
      (options.audience === 'seller' ||
        (isVisibleToBuyers(db, product) && (query.with_market === true || !product.in_market))) &&
      matchesKeyword(product, query.keyword) &&
      matchesTabs(product, query.tab_names),
  )
}

/** One page of rows, or with `all` every row on a single page (page and per_page then ignored). */
export function productPage<R>(
  c: Context,
  rows: readonly ProductRow[],
  query: ProductListQuery,
  toView: (row: ProductRow) => R,
): Paginated<R> {
  if (query.all === true)
    return paginate(rows, { page: 1, perPage: Math.max(1, rows.length), url: c.req.url }, toView)
  return paginate(
    rows,
    { page: query.page ?? 1, perPage: query.per_page ?? FX.perPage, url: c.req.url },
    toView,
  )
}
