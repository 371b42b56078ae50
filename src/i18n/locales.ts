export const SUPPORTED_LOCALES = ['en', 'ja', 'zh-TW'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]
export const FALLBACK_LOCALE: Locale = 'en'

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
}

/** dayjs and Intl use lower-case region tags for some locales; keep the mapping in one place. */
export const DAYJS_LOCALE: Record<Locale, string> = { en: 'en', ja: 'ja', 'zh-TW': 'zh-tw' }
