/** The ISO 4217 codes the shops sell in (JPY, TWD). */
type Currency = string

/** Neither yen nor Taiwan dollars are shown with minor units. */
function formatter(locale: string, currency: Currency): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
}

/** An amount in the store's currency, written the reader's way (¥2,860; NT$100). */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return formatter(locale, currency).format(amount)
}

/** One price when every SKU costs the same, else "lowest – highest". */
export function formatPriceRange(
  min: number,
  max: number,
  currency: Currency,
  locale: string,
): string {
  const format = formatter(locale, currency)
  return min === max
    ? format.format(min)
    : format.formatRange(Math.min(min, max), Math.max(min, max))
}
