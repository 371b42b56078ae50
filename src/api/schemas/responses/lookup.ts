/** Answers of the store look-ups used by checkout forms. */
import * as v from 'valibot'

/**
 * GET /stores/{id}/gmo-credit: the GMO shop the card form tokenises for. Not wrapped (see
 * ../calls/call.ts).
 */
export const GmoCreditResponseSchema = v.object({ shop_id: v.string() })
export type GmoCreditResponse = v.InferOutput<typeof GmoCreditResponseSchema>

export const JpZipAddressSchema = v.object({
  level_one: v.string(),
  level_two: v.string(),
  level_three: v.string(),
  level_one_code: v.string(),
})
export type JpZipAddress = v.InferOutput<typeof JpZipAddressSchema>

/**
 * GET /jp-zip: the address parts of a postcode, or a string meaning none: any string,
 * whatever it says, is "no such postcode". Not wrapped in `data`.
 */
export const JpZipResponseSchema = v.union([JpZipAddressSchema, v.string()])
export type JpZipResponse = v.InferOutput<typeof JpZipResponseSchema>

/** The postcode's address, or null for the string answer. */
export function jpZipAddressOf(response: JpZipResponse): JpZipAddress | null {
  return typeof response === 'string' ? null : response
}
