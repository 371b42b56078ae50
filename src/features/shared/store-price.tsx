import { createContext, useContext } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Currency } from '../../api/schemas/common'
import { formatMoney, formatPriceRange } from '../../lib/money'

/** The marketplace sells in yen; live-shop orders say their own currency. */
export const MARKETPLACE_CURRENCY: Currency = 'JPY'

const StoreCurrencyContext = createContext<Currency>(MARKETPLACE_CURRENCY)

/**
 * The currency of the store whose pages these are (a Taiwan store's NT$), for every price below
 * that names none: the shared checkout screens serve stores of either currency.
 */
export const StoreCurrency = StoreCurrencyContext.Provider

/**
 * Money as every screen writes it: the one formatter (lib/money) in the reader's language, in
 * `currency` or else the store's.
 */
export function useMoney(currency?: Currency) {
  const { i18n } = useLingui()
  const storeCurrency = useContext(StoreCurrencyContext)
  const shown = currency ?? storeCurrency
  const locale = i18n.locale || 'en'
  return {
    amount: (value: number) => formatMoney(value, shown, locale),
    /** One price when every SKU costs the same, else "lowest – highest". */
    range: (min: number, max: number) => formatPriceRange(min, max, shown, locale),
  }
}

export function Price({ amount, currency }: { amount: number; currency?: Currency }) {
  return <>{useMoney(currency).amount(amount)}</>
}

/** A product's price, or its range when its SKUs differ. */
export function PriceRange({ min, max }: { min: number; max: number }) {
  return <>{useMoney().range(min, max)}</>
}
