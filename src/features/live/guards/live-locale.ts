import { localeFromHandsup } from '../../../i18n/resolve-locale'
import type { Locale } from '../../../i18n/locales'

/**
 * The live brand's default locale from the live-shop user (docs/routes.md#language): their handsup
 * locale (ja, zh_TW, en), else en. Only a default: the locale query and a saved choice still win.
 */
export function liveBrandLocale(user: { locale?: unknown } | undefined): Locale {
  return localeFromHandsup(user?.locale) ?? 'en'
}
