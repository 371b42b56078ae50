import type { Db } from '../db'
import type { PostRow, ProductRow, SkuRow, StoreRow } from '../types/catalog'
import type { PostProduct, Product, SellerProduct } from '../../../src/api/schemas/product'
import type { SellerSku, Sku } from '../../../src/api/schemas/sku'
import type { LiveShopStore, Store } from '../../../src/api/schemas/store'
import type { Post } from '../../../src/api/schemas/post'
import type { Wire } from './wire'
import {
  availableQuantity,
  effectivePrice,
  isInSaleWindow,
  salableStatus,
  skusOf,
} from '../rules/sku-state'

/**
 * Rows to API shapes (src/api/schemas) for stores, products, SKUs and posts. Views never mutate.
 */

export function skuView(db: Db, sku: SkuRow): Wire<Sku> {
  const product = db.products.get(sku.product_id)
  const sellable =
    sku.deleted_at === null &&
    product?.is_supplying === true &&
    isInSaleWindow(product, db.now()) &&
    isInSaleWindow(sku, db.now())
  return {
    id: sku.id,
    available_quantity: availableQuantity(sku),
    salable_quantity: sellable ? availableQuantity(sku) : 0,
    salable_limit: sku.salable_limit,
    name: sku.name,
    price: effectivePrice(sku, db.now()),
    force_purchase_url: sku.force_purchase_url,
  }
}

export function sellerSkuView(db: Db, sku: SkuRow): Wire<SellerSku> {
  return {
    ...skuView(db, sku),
    original_price: sku.original_price,
    sold_quantity: sku.sold_quantity,
  }
}

function productBase(db: Db, product: ProductRow) {
  const skus = skusOf(db, product.id).filter((sku) => sku.deleted_at === null)
  const prices = skus.map((sku) => effectivePrice(sku, db.now()))
  return {
    skus,
    base: {
      id: product.id,
      name: product.name,
      description: product.description,
      sale_started_at: product.sale_started_at,
      sale_ended_at: product.sale_ended_at,
      min_price: prices.length > 0 ? Math.min(...prices) : 0,
      max_price: prices.length > 0 ? Math.max(...prices) : 0,
      salable_status: salableStatus(db, product),
      available_quantity: skus.reduce((sum, sku) => sum + availableQuantity(sku), 0),
      cover_image_id: product.cover_image_id,
      images: product.images.map((image) => ({ ...image })),
      adult_warning: product.adult_warning,
      is_supplying: product.is_supplying,
      is_printio_product: product.is_printio_product,
      printio_product_data: product.printio_product_data,
    },
  }
}

/** A product as buyers see it: deleted SKUs left out. */
export function productView(db: Db, product: ProductRow): Wire<Product> {
  const { skus, base } = productBase(db, product)
  return { ...base, skus: skus.map((sku) => skuView(db, sku)) }
}

export function sellerProductView(db: Db, product: ProductRow): Wire<SellerProduct> {
  const { skus, base } = productBase(db, product)
  return { ...base, skus: skus.map((sku) => sellerSkuView(db, sku)) }
}

/** A post's products in pivot order, each with its status in the post. */
export function postView(db: Db, post: PostRow): Wire<Post> {
  const products: Array<Wire<PostProduct>> = []
  for (const entry of [...post.products].sort((a, b) => a.order - b.order)) {
    const product = db.products.get(entry.product_id)
    if (product)
      products.push({
        ...productView(db, product),
        status: entry.status,
        pivot: { order: entry.order },
      })
  }
  return { id: post.id, store_id: post.store_id, title: post.title, products }
}

export function storeView(store: StoreRow): Wire<Store> {
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    description: store.description,
    contact_email: store.contact_email,
    image_url: store.image_url,
    avatar_url: store.avatar_url,
    enable_enterprise: store.enable_enterprise,
  }
}

export function liveStoreView(store: StoreRow): Wire<LiveShopStore> {
  return {
    ...storeView(store),
    currency: store.currency,
    region: store.region,
    is_17shop_enabled: store.is_17shop_enabled,
    settings: { ...store.settings, tab_names: [...store.settings.tab_names] },
  }
}
