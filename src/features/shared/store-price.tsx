import { useLingui } from '@lingui/react/macro'
import type { Currency } from '../../api/schemas/common'
import { formatMoney } from '../../lib/money'

/** The marketplace sells in yen; live-shop orders say their own currency. */
export const MARKETPLACE_CURRENCY: Currency = 'JPY'

export function Price({
  amount,
  currency = MARKETPLACE_CURRENCY,
}: {
  amount: number
  currency?: Currency
}) {
  const { i18n } = useLingui()
  return <>{formatMoney(amount, currency, i18n.locale || 'en')}</>
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
