import { localeFromHandsup } from '../../../i18n/resolve-locale'
import type { Region } from '../../../api/schemas/common'
import type { Locale } from '../../../i18n/locales'

/**
 * The live brand's default locale from the live-shop user (docs/routes.md#language): their handsup
 * locale (ja, zh_TW, en), else en. Only a default: the locale query and a saved choice still win.
 */
export function liveBrandLocale(user: { locale?: unknown } | undefined): Locale {
  return localeFromHandsup(user?.locale) ?? 'en'
}

const REGION_LOCALE: Record<Region, Locale> = { JP: 'ja', TW: 'zh-TW' }

/**
 * A seller's default locale: the language of their store's region. The seller API has no "who
 * am I" with a stored locale, and a liver sells where they stream.
 */
export function regionLocale(region: Region): Locale {
  return REGION_LOCALE[region]
}
