/**
 * The live brand's default locale is the live-shop user's own (docs/routes.md#language). It is
 * remembered here when GET /me answers, and read back by the brand default, which is registered at
 * start-up (this module loads with the live routes' guards, before the first locale is chosen): a
 * reload then opens in the user's language at once instead of in English first.
 */
import { setBrandDefault } from '../../i18n/brand-defaults'
import { localCache } from '../../lib/cache'
import { liveBrandLocale } from './guards/live-locale'

const USER_LOCALE_KEY = 'live.user-locale'

export function rememberLiveUserLocale(handsupLocale: string): void {
  localCache.set(USER_LOCALE_KEY, handsupLocale)
}

setBrandDefault('live', () => liveBrandLocale({ locale: localCache.get<unknown>(USER_LOCALE_KEY) }))
