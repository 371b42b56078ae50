import type { Locale } from './locales'
import type { Brand } from './resolve-locale'

/**
 * Each brand's default locale when neither the query nor a saved choice decides. Pluggable so
 * the visitor layer can supply the live-shop user's stored locale once it is known.
 */
type BrandDefault = () => Locale | undefined

const defaults: Record<Brand, BrandDefault> = {
  live: () => undefined,
  marketplace: () => 'ja',
  none: () => undefined,
}

export function setBrandDefault(brand: Brand, read: BrandDefault): void {
  defaults[brand] = read
}

export function brandDefaultLocale(brand: Brand): Locale | undefined {
  return defaults[brand]()
}
