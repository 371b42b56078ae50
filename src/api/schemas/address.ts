/**
 * Buyer addresses (docs/entities.md#the-entities). The nested `address` part is shared with
 * shipping and orders.
 */
import * as v from 'valibot'
import { IdSchema, InfoSchema, RegionSchema } from './common'

/**
 * Levels are the administrative parts from largest to smallest (JP: prefecture, city, town,
 * street and building); `level_one_code` is the prefecture code that per-region shipping fees
 * are keyed on. Levels three and four may be empty for a pick-up point.
 */
export const AddressDetailSchema = v.object({
  postcode: v.string(),
  level_one: v.string(),
  level_two: v.string(),
  level_three: v.nullish(v.string()),
  level_four: v.nullish(v.string()),
  level_one_code: v.string(),
  region: RegionSchema,
  full_address: v.string(),
  info: InfoSchema,
})
export type AddressDetail = v.InferOutput<typeof AddressDetailSchema>

/**
 * An address's type is the JP shipping type it serves (shipping.ts takes its list from here):
 * `custom` delivered, `custom_cod` delivered and paid on delivery, `self_pick_up` no delivery.
 */
export const ADDRESS_TYPES = ['custom', 'custom_cod', 'self_pick_up'] as const
export const AddressTypeSchema = v.picklist(ADDRESS_TYPES)
export type AddressType = v.InferOutput<typeof AddressTypeSchema>

export const AddressSchema = v.object({
  id: IdSchema,
  type: AddressTypeSchema,
  name: v.string(),
  phone_number: v.string(),
  /** Absent (null) for a pick-up entry, which has no place of its own. */
  address: v.nullable(AddressDetailSchema),
})
export type Address = v.InferOutput<typeof AddressSchema>
