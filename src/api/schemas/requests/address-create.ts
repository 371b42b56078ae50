/** Address create payloads: a JP-style buyer address and a Taiwan address. */
import * as v from 'valibot'
import { NonEmptyStringSchema, RegionSchema } from '../common'

/**
 * The address part. The API lists postcode, level_one, level_two, level_four, level_one_code and
 * region; level_three (the town, which the JP postcode lookup returns) is accepted too, optional.
 */
export const AddressDetailCreateSchema = v.object({
  postcode: NonEmptyStringSchema,
  level_one: NonEmptyStringSchema,
  level_two: NonEmptyStringSchema,
  level_three: v.optional(v.string()),
  level_four: NonEmptyStringSchema,
  level_one_code: NonEmptyStringSchema,
  region: RegionSchema,
})
export type AddressDetailCreate = v.InferOutput<typeof AddressDetailCreateSchema>

/**
 * POST /addresses. The API makes the address part optional and allows types custom and
 * self_pick_up. A delivery address without a place cannot be delivered to, so `custom` requires
 * it; `self_pick_up` may omit it. (`custom_cod` entries are the server's, never created here.)
 */
export const AddressCreateRequestSchema = v.variant('type', [
  v.object({
    type: v.literal('custom'),
    name: NonEmptyStringSchema,
    phone_number: NonEmptyStringSchema,
    address: AddressDetailCreateSchema,
  }),
  v.object({
    type: v.literal('self_pick_up'),
    name: NonEmptyStringSchema,
    phone_number: NonEmptyStringSchema,
    address: v.optional(AddressDetailCreateSchema),
  }),
])
export type AddressCreateRequest = v.InferOutput<typeof AddressCreateRequestSchema>

/** POST /tw/stores/{id}/addresses. `city_country` is the API's spelling (the city or county). */
export const TwAddressCreateRequestSchema = v.object({
  postcode: NonEmptyStringSchema,
  city_country: NonEmptyStringSchema,
  district: NonEmptyStringSchema,
  detail: NonEmptyStringSchema,
  buyer_name: NonEmptyStringSchema,
  buyer_cellphone: NonEmptyStringSchema,
})
export type TwAddressCreateRequest = v.InferOutput<typeof TwAddressCreateRequestSchema>
