import type { Tables } from '../tables'
import type { LimitedTimeSale, PrintioData, ProductRow, SkuRow } from '../types/catalog'
import { productImageId, productImageUrl } from '../images'

/** A terse product description for the seed; everything not given takes a plain default. */
export interface ProductSeed {
  id: number
  store_id: number
  name: string
  description: string
  created_at: string
  images?: number
  adult_warning?: boolean
  is_supplying?: boolean
  printio?: PrintioData
  in_market?: boolean
  buyer_purchasable_limit?: number | null
  sale_started_at?: string | null
  sale_ended_at?: string | null
  skus: SkuSeed[]
}

export interface SkuSeed {
  id: number
  name: string
  price: number
  stock: number
  original_price?: number
  sold_quantity?: number
  salable_limit?: number | null
  deleted_at?: string | null
  limited_time_sale?: LimitedTimeSale | null
  force_purchase_url?: string | null
}

export function addProduct(t: Tables, seed: ProductSeed): ProductRow {
  const imageCount = seed.images ?? 2
  const images = Array.from({ length: imageCount }, (_, i) => ({
    id: productImageId(seed.id, i + 1),
    url: productImageUrl(seed.id, i + 1),
  }))
  const product: ProductRow = {
    id: seed.id,
    store_id: seed.store_id,
    name: seed.name,
    description: seed.description,
    sale_started_at: seed.sale_started_at ?? null,
    sale_ended_at: seed.sale_ended_at ?? null,
    cover_image_id: images[0]?.id ?? 0,
    images,
    adult_warning: seed.adult_warning ?? false,
    is_supplying: seed.is_supplying ?? true,
    is_printio_product: seed.printio !== undefined,
    printio_product_data: seed.printio ?? null,
    in_market: seed.in_market ?? true,
    buyer_purchasable_limit: seed.buyer_purchasable_limit ?? null,
    created_at: seed.created_at,
  }
  t.products.set(product.id, product)
  for (const sku of seed.skus) t.skus.set(sku.id, skuRow(product, sku))
  return product
}

function skuRow(product: ProductRow, seed: SkuSeed): SkuRow {
  return {
    id: seed.id,
    product_id: product.id,
    name: seed.name,
    price: seed.price,
    original_price: seed.original_price ?? seed.price,
    stock: seed.stock,
    sold_quantity: seed.sold_quantity ?? 0,
    salable_limit: seed.salable_limit ?? null,
    deleted_at: seed.deleted_at ?? null,
    sale_started_at: product.sale_started_at,
    sale_ended_at: product.sale_ended_at,
    limited_time_sale: seed.limited_time_sale ?? null,
    force_purchase_url: seed.force_purchase_url ?? null,
    image_id: product.cover_image_id,
  }
}
