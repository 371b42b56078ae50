import { createContext, useContext } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Currency } from '../../api/schemas/common'
import { formatMoney } from '../../lib/money'

/** The marketplace sells in yen; live-shop orders say their own currency. */
export const MARKETPLACE_CURRENCY: Currency = 'JPY'

const StoreCurrencyContext = createContext<Currency>(MARKETPLACE_CURRENCY)

/**
 * The currency of the store whose pages these are (a Taiwan store's NT$), for every price below
 * that names none: the shared checkout screens serve stores of either currency.
 */
export const StoreCurrency = StoreCurrencyContext.Provider

export function Price({ amount, currency }: { amount: number; currency?: Currency }) {
  const { i18n } = useLingui()
  const storeCurrency = useContext(StoreCurrencyContext)
  return <>{formatMoney(amount, currency ?? storeCurrency, i18n.locale || 'en')}</>
}

/** A product's price, or its range when its SKUs differ. */
export function PriceRange({ min, max }: { min: number; max: number }) {
  if (min === max) return <Price amount={min} />
  return (
    <>
      <Price amount={min} /> – <Price amount={max} />
    </>
  )
}
