/**
 * The live brand's default locale is the live person's own (docs/routes.md#language): a buyer's
 * stored locale, a seller's store region. It is remembered here when the guard learns it, and
 * read back by the brand default, which is registered at start-up (this module loads with the
 * live routes' guards, before the first locale is chosen): a reload then opens in the person's
 * language at once instead of in English first.
 */
import { setBrandDefault } from '../../i18n/brand-defaults'
import { applyLocale } from '../../i18n/locale-guard'
import { isSupportedLocale, type Locale } from '../../i18n/locales'
import { localCache } from '../../lib/cache'
import type { PageLocation } from './session/page-location'

const DEFAULT_LOCALE_KEY = 'live.default-locale'

export function rememberLiveLocale(locale: Locale): void {
  localCache.set(DEFAULT_LOCALE_KEY, locale)
}

/**
 * The page's language once the guard knows the person's: theirs as the live default, with the
 * same resolution as every page (the locale query, else the saved choice, else this default).
 * A preloaded link's query is not a choice yet: preloading only remembers the default.
 */
export async function applyLiveLocale(
  location: PageLocation,
  locale: Locale,
  preload = false,
): Promise<void> {
  rememberLiveLocale(locale)
  if (preload) return
  await applyLocale(location.pathname, new URLSearchParams(location.searchStr).get('locale'))
}

setBrandDefault('live', () => {
  const stored = localCache.get<unknown>(DEFAULT_LOCALE_KEY)
  // Nothing remembered: the guard decides (src/i18n/first-locale.ts), else the fallback, en.
  return isSupportedLocale(stored) ? stored : undefined
})
