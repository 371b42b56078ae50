/** POST /gmo-cvs: pick an existing payee by id, or give a new one in full. */
import * as v from 'valibot'
import { IdSchema, NonEmptyStringSchema } from '../common'
import { CONVENIENCE_STORES, ConvenienceCodeSchema, ConvenienceNameSchema } from '../cvs-payee'
import { absent } from './absent'

const newPayee = v.pipe(
  v.object({
    id: absent,
    buyer_name: NonEmptyStringSchema,
    buyer_name_kana: NonEmptyStringSchema,
    buyer_cellphone: NonEmptyStringSchema,
    convenience_name: ConvenienceNameSchema,
    convenience_code: ConvenienceCodeSchema,
  }),
  // The name is only there for the server's records; it must be the chain the code stands for.
  v.forward(
    v.check(
      (input) => CONVENIENCE_STORES[input.convenience_code] === input.convenience_name,
      'The store name does not match the convenience code',
    ),
    ['convenience_name'],
  ),
)

export const CvsPayeeCreateRequestSchema = v.union([
  v.object({
    id: IdSchema,
    buyer_name: absent,
    buyer_name_kana: absent,
    buyer_cellphone: absent,
    convenience_name: absent,
    convenience_code: absent,
  }),
  newPayee,
])
export type CvsPayeeCreateRequest = v.InferOutput<typeof CvsPayeeCreateRequestSchema>
