import type { PaymentSettingRow, RegionFee, ShippingSettingRow } from '../types/settings'

/**
 * Fees as pricing and checkout compute them (one rule for both, so the price shown is the price
 * charged). Amounts are never below 0.
 */

/** The rule that applies: a per-region fee for the address's prefecture code, else the default. */
export function feeRuleFor(setting: ShippingSettingRow, levelOneCode: string | null): RegionFee {
  const regional =
    levelOneCode === null
      ? undefined
      : setting.region_fees.find((fee) => fee.level_one_codes.includes(levelOneCode))
  return (
    regional ?? {
      fee_type: setting.fee_type,
      fee: setting.fee,
      threshold: setting.free_shipping_threshold,
      level_one_codes: [],
    }
  )
}

/** free: 0; fixed: the fee; condition: the fee below the threshold, 0 at or above it. */
export function shippingFee(
  setting: ShippingSettingRow,
  subtotal: number,
  levelOneCode: string | null,
): number {
  const rule = feeRuleFor(setting, levelOneCode)
  if (rule.fee_type === 'free') return 0
  if (rule.fee_type === 'condition' && rule.threshold !== null && subtotal >= rule.threshold)
    return 0
  return Math.max(0, rule.fee)
}

/** The handling fee of the chosen payment (cash on delivery), 0 for the others. */
export const paymentFee = (setting: PaymentSettingRow | undefined) => Math.max(0, setting?.fee ?? 0)

export interface Totals {
  amount: number
  shipping_fee: number
  payment_fee: number
  total_amount: number
}

export function totals(subtotal: number, shipping: number, payment: number): Totals {
  const amount = Math.max(0, subtotal)
  const shipping_fee = Math.max(0, shipping)
  const payment_fee = Math.max(0, payment)
  return { amount, shipping_fee, payment_fee, total_amount: amount + shipping_fee + payment_fee }
}
