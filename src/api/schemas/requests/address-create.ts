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
 * it; `self_pick_up` may omit it. (Cash-on-delivery entries are the server's, never created here.)
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

/** A Taiwan postcode: 3 digits (the district), or 5 (3+2, the newer form). */
export const TwPostcodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Required'),
  v.regex(/^\d{3}(\d{2})?$/, 'Must be 3 or 5 digits'),
)

/** A Taiwan mobile number as people write it: 09 and 8 more digits (dashes and spaces dropped). */
export const TwMobileSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Required'),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.regex(/^09\d{8}$/, 'Must be a Taiwan mobile number (09xxxxxxxx)'),
)

/**
 * POST /tw/stores/{id}/addresses. `city_country` is the API's spelling (the city or county). The
 * form and the sandbox check the same schema, so they agree on what a postcode and mobile are.
 */
export const TwAddressCreateRequestSchema = v.object({
  postcode: TwPostcodeSchema,
  city_country: NonEmptyStringSchema,
  district: NonEmptyStringSchema,
  detail: NonEmptyStringSchema,
  buyer_name: NonEmptyStringSchema,
  buyer_cellphone: TwMobileSchema,
})
export type TwAddressCreateRequest = v.InferOutput<typeof TwAddressCreateRequestSchema>
