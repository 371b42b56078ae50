/** Live-shop user: the 17LIVE account behind a live-shop session. */
import * as v from 'valibot'
import { REGIONS } from './common'

/** 17LIVE accounts may be registered outside the two shop regions. */
export const REGISTER_REGIONS = [...REGIONS, 'OTHER'] as const
export const RegisterRegionSchema = v.picklist(REGISTER_REGIONS)
export type RegisterRegion = v.InferOutput<typeof RegisterRegionSchema>

/** The live shop's (handsup's) own spelling of locales: `zh_TW`, not the UI's `zh-TW`. */
export const HANDSUP_LOCALES = ['ja', 'zh_TW', 'en'] as const
export const HandsupLocaleSchema = v.picklist(HANDSUP_LOCALES)
export type HandsupLocale = v.InferOutput<typeof HandsupLocaleSchema>

export const SeventeenUserSchema = v.object({
  /** 17LIVE user ids are opaque strings, not the shop's numeric ids. */
  user_id: v.string(),
  does_age_verify: v.nullable(v.boolean()),
  register_region: v.nullable(RegisterRegionSchema),
})
export type SeventeenUser = v.InferOutput<typeof SeventeenUserSchema>

export const LiveShopUserSchema = v.object({
  is_accept_data_policy: v.boolean(),
  '17_user': SeventeenUserSchema,
  locale: HandsupLocaleSchema,
})
export type LiveShopUser = v.InferOutput<typeof LiveShopUserSchema>
