/**
 * The store's notice under Japan's Act on Specified Commercial Transactions, shown as
 * is. Fields a store has left blank come back null.
 */
import * as v from 'valibot'

const text = v.nullable(v.string())

export const CommercialLawInfoSchema = v.object({
  store_name: v.string(),
  commercial_address: text,
  commercial_phone: text,
  commercial_name: text,
  selling_price: text,
  extra_fees: text,
  payment_info: text,
  delivery_info: text,
  return_info: text,
})
export type CommercialLawInfo = v.InferOutput<typeof CommercialLawInfoSchema>
