/** Products and post products. */
import * as v from 'valibot'
import { DateSchema } from '../../lib/dates'
import { AmountSchema, CountSchema, IdSchema, ImageSchema } from './common'
import { SalableStatusSchema } from './statuses'
import { SellerSkuSchema, SkuSchema } from './sku'

/** Product tabs of the live storefront and seller screens. */
export const PRODUCT_TABS = ['normal', 'printio'] as const
export const ProductTabSchema = v.picklist(PRODUCT_TABS)
export type ProductTab = v.InferOutput<typeof ProductTabSchema>

/** Extra copy of a print-on-demand (printio) product. */
export const PrintioProductDataSchema = v.object({
  detail_description: v.nullish(v.string()),
  cautions: v.nullish(v.string()),
  size_detail: v.nullish(v.array(v.object({ name: v.string(), details: v.string() }))),
  handsup_description: v.nullish(v.string()),
})
export type PrintioProductData = v.InferOutput<typeof PrintioProductDataSchema>

const productEntries = {
  id: IdSchema,
  name: v.string(),
  description: v.nullable(v.string()),
  /** Sale window, display only: the server decides what may be sold. */
  sale_started_at: v.nullable(DateSchema),
  sale_ended_at: v.nullable(DateSchema),
  min_price: AmountSchema,
  max_price: AmountSchema,
  salable_status: SalableStatusSchema,
  available_quantity: CountSchema,
  cover_image_id: v.nullable(IdSchema),
  images: v.array(ImageSchema),
  skus: v.array(SkuSchema),
  adult_warning: v.boolean(),
  is_supplying: v.boolean(),
  is_printio_product: v.boolean(),
  printio_product_data: v.nullish(PrintioProductDataSchema),
}

export const ProductSchema = v.object(productEntries)
export type Product = v.InferOutput<typeof ProductSchema>

/** A product as the seller's list shows it: SKUs with list price and sales. */
export const SellerProductSchema = v.object({ ...productEntries, skus: v.array(SellerSkuSchema) })
export type SellerProduct = v.InferOutput<typeof SellerProductSchema>

/** Where a product stands in a stream post. */
export const POST_PRODUCT_STATUSES = ['init', 'selling', 'sold', 'deleted'] as const
export const PostProductStatusSchema = v.picklist(POST_PRODUCT_STATUSES)
export type PostProductStatus = v.InferOutput<typeof PostProductStatusSchema>

/** A product inside a stream post: its status there and its position (`pivot.order`). */
export const PostProductSchema = v.object({
  ...productEntries,
  status: PostProductStatusSchema,
  pivot: v.object({ order: CountSchema }),
})
export type PostProduct = v.InferOutput<typeof PostProductSchema>
