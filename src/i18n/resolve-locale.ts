import { FALLBACK_LOCALE, isSupportedLocale, type Locale } from './locales.ts'

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

/** The frame the static shell shows: the header in a brand's look (or the neutral one), or none. */
export type ShellFrame = Brand | 'bare'

/**
 * The frame of a path's first render, for the static shell of index.html (scripts/boot-shell.ts,
 * which inlines this function's source, so it names nothing outside itself but `brandOf`). The
 * app's frame comes from the matched routes' `staticData` (layout and brand), which the shell
 * cannot read before the router loads, so the paths that differ from `brandOf` are named here:
 * the pages with the default layout have no site header (the root path shows only the loading
 * overlay; the style guide is its own work surface), and the playground's about page declares
 * the live look. test/unit/i18n/shell-frame.test.ts holds this list to the route files.
 */
export function shellFrameOfPath(
  pathname: string,
  brandOf: (pathname: string) => Brand,
): ShellFrame {
  const path = pathname.replace(/(.)\/+$/, '$1')
  if (path === '/' || path === '/playground/style') return 'bare'
  if (path === '/playground/about') return 'live'
  return brandOf(path)
}

const HANDSUP_TO_LOCALE: Record<string, Locale> = { ja: 'ja', zh_TW: 'zh-TW', en: 'en' }

/** The live-shop user's stored locale uses handsup spellings (ja, zh_TW, en). */
export function localeFromHandsup(value: unknown): Locale | undefined {
  // Own keys only: 'toString' and friends are on every object's prototype.
  return typeof value === 'string' && Object.hasOwn(HANDSUP_TO_LOCALE, value)
    ? HANDSUP_TO_LOCALE[value]
    : undefined
}
