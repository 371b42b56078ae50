/** Stores: a marketplace store, and the live shop's view of a liver's store. */
import * as v from 'valibot'
import { CurrencySchema, IdSchema, RegionSchema } from './common'

const storeEntries = {
  id: IdSchema,
  slug: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  contact_email: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  /** Enterprise stores sell through their own site (fast checkout). */
  enable_enterprise: v.boolean(),
}

export const StoreSchema = v.object(storeEntries)
export type Store = v.InferOutput<typeof StoreSchema>

/**
 * What a call that names a store in its path (`stores/{id}/…`) takes: the store's numeric id,
 * never its slug. A page named by slug finds the id with `buyer/stores/{slug}` first.
 */
export type StoreId = Store['id']

export const LiveShopStoreSchema = v.object({
  ...storeEntries,
  currency: CurrencySchema,
  /** Decides the checkout: JP checkout for JP stores, Taiwan checkout for TW stores. */
  region: RegionSchema,
  is_17shop_enabled: v.boolean(),
  /** Store settings; their keys are not documented, so they are kept as they come. */
  settings: v.nullish(v.record(v.string(), v.unknown())),
})
export type LiveShopStore = v.InferOutput<typeof LiveShopStoreSchema>
