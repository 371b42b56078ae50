import type {
  PrintioProductData,
  PostProductStatus,
  ProductTab,
} from '../../../src/api/schemas/product'
import type { Currency, Region } from './people'

export type { PostProductStatus }

/** Stores, products, SKUs, posts and streams: what buyers browse and sellers arrange. */
export interface StoreRow {
  id: number
  slug: string
  name: string
  description: string
  contact_email: string
  image_url: string
  avatar_url: string
  enable_enterprise: boolean
  /** marketplace: browsed under /stores/{slug}; live: a liver's 17shop store. */
  kind: 'marketplace' | 'live'
  region: Region
  currency: Currency
  is_17shop_enabled: boolean
  /** The liver who owns a live store; null for marketplace stores. */
  liver_id: number | null
  settings: StoreSettings
}

export interface StoreSettings {
  /** Product tabs the store shows (normal and printio). */
  tab_names: ProductTab[]
}

export interface ImageRow {
  id: number
  url: string
}

export type PrintioData = PrintioProductData

export interface ProductRow {
  id: number
  store_id: number
  name: string
  description: string
  /** ISO strings; null = no bound. The salable status is derived from these and the SKUs. */
  sale_started_at: string | null
  sale_ended_at: string | null
  cover_image_id: number
  images: ImageRow[]
  adult_warning: boolean
  /** false: the seller stopped supplying it; add to cart answers SKU_NOT_SUPPLIED. */
  is_supplying: boolean
  is_printio_product: boolean
  printio_product_data: PrintioData | null
  /** Listed in the marketplace (with_market=1) as well as the liver's own shop. */
  in_market: boolean
  /** Per-buyer cap over carts and orders; null = unlimited. */
  buyer_purchasable_limit: number | null
  created_at: string
}

export interface LimitedTimeSale {
  price: number
  started_at: string
  ended_at: string
}

export interface SkuRow {
  id: number
  product_id: number
  name: string
  price: number
  original_price: number
  /**
   * On hand and not yet taken by an order: checkout takes from it, a cancel gives back. May go
   * negative (oversold), which post edits refuse (NEGATIVE_STOCK_EXCEPTION).
   */
  stock: number
  sold_quantity: number
  /** Most one buyer may take of this SKU at once (the quantity picker's cap); null = no cap. */
  salable_limit: number | null
  deleted_at: string | null
  sale_started_at: string | null
  sale_ended_at: string | null
  limited_time_sale: LimitedTimeSale | null
  /** When set, the storefront sends the buyer there instead of adding to the cart. */
  force_purchase_url: string | null
  image_id: number | null
}

export interface PostRow {
  id: number
  store_id: number
  liver_id: number
  title: string
  content: string
  is_private: boolean
  created_at: string
  /** In pivot order; `order` is what the API calls the pivot order. */
  products: Array<{ product_id: number; order: number; status: PostProductStatus }>
}

export interface StreamRow {
  id: number
  liver_id: number
  post_id: number | null
  title: string
  is_live: boolean
}

export interface ChannelRow {
  id: number
  store_id: number
  name: string
}
