/** Payment settings: which payment types a store takes. */
import * as v from 'valibot'
import { IdSchema } from './common'
import { PaymentTypeSchema } from './payment-types'

export const PaymentSettingSchema = v.object({
  id: IdSchema,
  type: PaymentTypeSchema,
  enabled: v.boolean(),
  /** `shop_id` is the GMO shop the card form tokenises for; other types carry no info. */
  info: v.nullish(v.object({ shop_id: v.nullish(v.string()) })),
})
export type PaymentSetting = v.InferOutput<typeof PaymentSettingSchema>
