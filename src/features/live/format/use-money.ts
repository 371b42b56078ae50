import { useLingui } from '@lingui/react/macro'
import type { Currency } from '../../../api/schemas/common'
import { formatMoney, formatPriceRange } from '../../../lib/money'

/** Money in the active UI language. */
export function useMoney(currency: Currency) {
  const { i18n } = useLingui()
  return {
    amount: (value: number) => formatMoney(value, currency, i18n.locale),
    range: (min: number, max: number) => formatPriceRange(min, max, currency, i18n.locale),
  }
}
