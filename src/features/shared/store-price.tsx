import { useLingui } from '@lingui/react/macro'
import type { Currency } from '../../api/schemas/common'

/** The marketplace sells in yen; live-shop orders say their own currency. */
export const MARKETPLACE_CURRENCY: Currency = 'JPY'

const formats = new Map<string, Intl.NumberFormat>()

/** An amount in the visitor's language: ¥2,860 in ja and en, NT$100 for TWD in zh-TW. */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    })
    formats.set(key, format)
  }
  return format.format(amount)
}

export function Price({
  amount,
  currency = MARKETPLACE_CURRENCY,
}: {
  amount: number
  currency?: Currency
}) {
  const { i18n } = useLingui()
  return <>{formatPrice(amount, currency, i18n.locale || 'en')}</>
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
