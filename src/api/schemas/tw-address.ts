/** Taiwan addresses: a flat shape of their own, kept per store. */
import * as v from 'valibot'
import { IdSchema } from './common'

export const TwAddressSchema = v.object({
  id: IdSchema,
  postcode: v.string(),
  full_address: v.string(),
  buyer_name: v.string(),
  buyer_cellphone: v.string(),
})
export type TwAddress = v.InferOutput<typeof TwAddressSchema>
