/** Profile updates: PUT /me of the marketplace and of the live shop. */
import * as v from 'valibot'
import { NonEmptyStringSchema } from '../common'
import { HandsupLocaleSchema } from '../live-user'
import { absent } from './absent'

/** Either the name and phone trio, or the age answer alone; never a mix. */
export const ProfileUpdateRequestSchema = v.union([
  v.object({
    first_name: NonEmptyStringSchema,
    last_name: NonEmptyStringSchema,
    phone_number: NonEmptyStringSchema,
    does_age_verify: absent,
  }),
  v.object({
    does_age_verify: v.boolean(),
    first_name: absent,
    last_name: absent,
    phone_number: absent,
  }),
])
export type ProfileUpdateRequest = v.InferOutput<typeof ProfileUpdateRequestSchema>

/**
 * Live shop PUT /me: its body is not documented. It changes what the live-shop user has that a
 * buyer can change: accepting the data policy and the locale. At least one of the two.
 */
export const LiveShopMeUpdateRequestSchema = v.pipe(
  v.object({
    is_accept_data_policy: v.optional(v.boolean()),
    locale: v.optional(HandsupLocaleSchema),
  }),
  v.check(
    (input) => input.is_accept_data_policy !== undefined || input.locale !== undefined,
    'Nothing to update',
  ),
)
export type LiveShopMeUpdateRequest = v.InferOutput<typeof LiveShopMeUpdateRequestSchema>
