/**
 * Money as buyers read it, in the store's currency: neither yen nor Taiwan dollars have minor
 * units on a price tag. Taiwan dollars are always written NT$, also in Traditional Chinese,
 * where the locale's own symbol is a bare "$" that a buyer used to both currencies cannot place.
 */

/** The ISO 4217 codes the shops sell in (JPY, TWD). */
type Currency = string

const formats = new Map<string, Intl.NumberFormat>()

function formatter(locale: string | undefined, currency: Currency): Intl.NumberFormat {
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
  return format
}

/**
 * Makes one money format ahead of the first price. A browser's first number format of a page
 * loads the number data (on this project's phone profile, a third of the first price list's
 * render), and any later format is cheap: done while the first page's data is on its way, that
 * cost leaves the render a buyer waits for (docs/budgets.md#main-thread-time).
 */
export function prepareMoneyFormat(locale: string): void {
  formatter(usableLocale(locale), 'JPY')
}

/**
 * The browser's language as a tag `Intl` takes, else the runtime's default: a browser started
 * under the POSIX locale reports "C", which is no language tag, and a warm-up is no reason to
 * fail.
 */
function usableLocale(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale)[0]
  } catch (error) {
    if (error instanceof RangeError) return undefined
    throw error
  }
}

const symbolOf = (currency: Currency, written: string) => (currency === 'TWD' ? 'NT$' : written)

/**
 * Prices already written, by locale, currency and amounts. A grid of thousands of cards asks
 * for the same few hundred prices again and again (and again on every re-render), and
 * `formatRangeToParts` is the dearest call a card makes; the answer never changes. Bounded, the
 * oldest let go first, so a long session's prices cannot grow it without end.
 */
const written = new Map<string, string>()
const WRITTEN_MAX = 5000

function remembered(key: string, write: () => string): string {
  let text = written.get(key)
  if (text === undefined) {
    text = write()
    if (written.size >= WRITTEN_MAX) written.delete(written.keys().next().value!)
    written.set(key, text)
  }
  return text
}

/** An amount in the store's currency, written the reader's way (¥2,860; NT$1,280). */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return remembered(`${locale}|${currency}|${amount}`, () =>
    formatter(locale, currency)
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? symbolOf(currency, part.value) : part.value))
      .join(''),
  )
}

/** One price when every SKU costs the same, else "lowest – highest". */
export function formatPriceRange(
  min: number,
  max: number,
  currency: Currency,
  locale: string,
): string {
  if (min === max) return formatMoney(min, currency, locale)
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  return remembered(`${locale}|${currency}|${low}|${high}`, () =>
    formatter(locale, currency)
      .formatRangeToParts(low, high)
      .map((part) => (part.type === 'currency' ? symbolOf(currency, part.value) : part.value))
      .join(''),
  )
}
