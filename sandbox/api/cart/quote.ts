import type { Db } from '../../db/db'
import { paymentFee, shippingFee, totals, type Totals } from '../../db/rules/pricing'
import type { PaymentSettingRow, ShippingSettingRow } from '../../db/types/settings'
import { lineTotal, type Selection } from './selection'

export interface QuoteInput {
  selection: Selection
  shipping: ShippingSettingRow
  /** The destination's prefecture (or Taiwan city) code, for per-region fees; null: default fee. */
  levelOneCode: string | null
  payment: PaymentSettingRow | undefined
}

/** What the selected items cost delivered: pricing answers it and checkout charges it. */
export function quote(db: Db, input: QuoteInput): Totals {
  const subtotal = input.selection.items.reduce((sum, item) => sum + lineTotal(db, item), 0)
  return totals(
    subtotal,
    shippingFee(input.shipping, subtotal, input.levelOneCode),
    paymentFee(input.payment),
  )
}
