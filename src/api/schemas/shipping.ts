/** Shipping settings: how a store ships and what it charges. */
import * as v from 'valibot'
import { AmountSchema, IdSchema } from './common'
import { ADDRESS_TYPES, AddressDetailSchema } from './address'

/**
 * Shipping types. JP stores ship to an address, ship cash on delivery or let the buyer pick up:
 * the address types; Taiwan ships home by `tw_home-delivery`.
 */
export const JP_SHIPPING_TYPES = ADDRESS_TYPES
export const TW_SHIPPING_TYPE = 'tw_home-delivery' as const
export const SHIPPING_TYPES = [...JP_SHIPPING_TYPES, TW_SHIPPING_TYPE] as const
export const ShippingTypeSchema = v.picklist(SHIPPING_TYPES)
export const JpShippingTypeSchema = v.picklist(JP_SHIPPING_TYPES)
export type ShippingType = v.InferOutput<typeof ShippingTypeSchema>

/** `free`; `fixed`: always `fee`; `condition`: `fee` below the threshold, free at or above it. */
export const FEE_TYPES = ['free', 'fixed', 'condition'] as const
export const FeeTypeSchema = v.picklist(FEE_TYPES)
export type FeeType = v.InferOutput<typeof FeeTypeSchema>

/** A fee rule that replaces the default for the listed prefectures (`level_one_code`s). */
export const RegionFeeSchema = v.object({
  fee_type: FeeTypeSchema,
  fee: AmountSchema,
  threshold: v.nullable(AmountSchema),
  level_one_codes: v.array(v.string()),
})
export type RegionFee = v.InferOutput<typeof RegionFeeSchema>

export const ShippingSettingSchema = v.object({
  id: IdSchema,
  type: ShippingTypeSchema,
  enabled: v.boolean(),
  is_cash_on_delivery: v.boolean(),
  fee_type: FeeTypeSchema,
  fee: AmountSchema,
  /** Used when `fee_type` is `condition`; null otherwise. */
  free_shipping_threshold: v.nullable(AmountSchema),
  /** The store's pick-up or dispatch address, when it has one. */
  address: v.nullable(AddressDetailSchema),
  region_fees: v.array(RegionFeeSchema),
})
export type ShippingSetting = v.InferOutput<typeof ShippingSettingSchema>
