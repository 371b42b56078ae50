import { FALLBACK_LOCALE, isSupportedLocale, type Locale } from './locales'

export type Brand = 'live' | 'marketplace' | 'none'

export interface LocaleSources {
  /** The `locale` query value, as the URL gave it. */
  query?: unknown
  /** The visitor's saved choice. */
  saved?: unknown
  /** What the brand prefers when nothing else says (live: the user's stored locale; marketplace: ja). */
  brandDefault?: Locale
}

export interface LocaleResolution {
  locale: Locale
  /** Whether the query chose it, so the choice is worth saving. */
  fromQuery: boolean
  /** Values that were given but are not supported: logged, reported and ignored. */
  rejected: { source: 'query' | 'saved'; value: unknown }[]
}

/**
 * The query, else the saved choice, else the brand default, else en (docs/routes.md#language).
 */
export function resolveLocale(sources: LocaleSources): LocaleResolution {
  const rejected: LocaleResolution['rejected'] = []
  if (isSupportedLocale(sources.query)) {
    return { locale: sources.query, fromQuery: true, rejected }
  }
  if (sources.query !== undefined && sources.query !== null && sources.query !== '') {
    rejected.push({ source: 'query', value: sources.query })
  }
  if (isSupportedLocale(sources.saved)) {
    return { locale: sources.saved, fromQuery: false, rejected }
  }
  if (sources.saved !== undefined && sources.saved !== null) {
    rejected.push({ source: 'saved', value: sources.saved })
  }
  return { locale: sources.brandDefault ?? FALLBACK_LOCALE, fromQuery: false, rejected }
}

/** Which brand a path belongs to; each brand has its own default locale. */
export function brandOfPath(pathname: string): Brand {
  // Whole segments only: '/17shopping' is no brand's page (it ends on not-found).
  if (pathname === '/17shop' || pathname.startsWith('/17shop/')) return 'live'
  if (pathname.startsWith('/stores/')) return 'marketplace'
  return 'none'
}

const HANDSUP_TO_LOCALE: Record<string, Locale> = { ja: 'ja', zh_TW: 'zh-TW', en: 'en' }

/** The live-shop user's stored locale uses handsup spellings (ja, zh_TW, en). */
export function localeFromHandsup(value: unknown): Locale | undefined {
  // Own keys only: 'toString' and friends are on every object's prototype.
  return typeof value === 'string' && Object.hasOwn(HANDSUP_TO_LOCALE, value)
    ? HANDSUP_TO_LOCALE[value]
    : undefined
}
