/**
 * A product and a SKU as the API sends them, on sale with stock, for the unit tests of the rules
 * that read them (product page, quick purchase); each test overrides what it is about.
 */
import type { Product } from '../../src/api/schemas/product'
import type { Sku } from '../../src/api/schemas/sku'

export const aSku = (over: Partial<Sku> = {}): Sku => ({
  id: 1,
  available_quantity: 5,
  salable_quantity: 5,
  salable_limit: null,
  name: 'M',
  price: 1000,
  force_purchase_url: null,
  ...over,
})

export const aProduct = (over: Partial<Product> = {}): Product => ({
  id: 10,
  name: 'Mug',
  description: null,
  sale_started_at: null,
  sale_ended_at: null,
  min_price: 1000,
  max_price: 1000,
  salable_status: 'on_sell',
  available_quantity: 5,
  cover_image_id: null,
  images: [],
  skus: [aSku()],
  adult_warning: false,
  is_supplying: true,
  is_printio_product: false,
  printio_product_data: null,
  ...over,
})
