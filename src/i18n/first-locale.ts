import { localCache } from '../lib/cache'
import { i18n } from './activate'
import { brandDefaultLocale } from './brand-defaults'
import { applyLocale, SAVED_LOCALE_KEY } from './locale-guard'
import { isSupportedLocale } from './locales'
import { brandOfPath } from './resolve-locale'

const queryLocale = (search: string) => new URLSearchParams(search).get('locale')

/**
 * Whether nothing decides the page's language before its guard runs: a live page opened with no
 * locale query, no saved choice and no remembered live person. The guard learns the person's
 * language (the buyer's stored locale, the seller's store region) and activates it.
 */
export function languageWaitsForGuard(pathname: string, query: unknown): boolean {
  return (
    brandOfPath(pathname) === 'live' &&
    !isSupportedLocale(query) &&
    !isSupportedLocale(localCache.get<unknown>(SAVED_LOCALE_KEY)) &&
    brandDefaultLocale('live') === undefined
  )
}

/**
 * The first page's language, active before the first render (Lingui's provider renders nothing
 * until then). Where the guard decides it, activating the fallback first would load a second set
 * of catalogs (about 11 KiB gzip of English messages a Japanese buyer never reads), so this waits
 * for the guard; a first load that ends without one (an error page, a redirect out of the shop)
 * gets the usual resolution for where it ended.
 */
export async function applyFirstLocale(
  location: Pick<Location, 'pathname' | 'search'>,
  firstLoad: Promise<unknown>,
  currentLocation: () => Pick<Location, 'pathname' | 'search'> = () => location,
): Promise<void> {
  if (!languageWaitsForGuard(location.pathname, queryLocale(location.search))) {
    await applyLocale(location.pathname, queryLocale(location.search))
    return
  }
  // A first load that failed is the router's to show; here it only ends the wait.
  const settled = firstLoad.then(
    () => true,
    () => true,
  )
  // Loading a catalog signals a change too: only an active locale ends the wait.
  while (!i18n.locale) {
    let stop = () => {}
    const changed = new Promise<false>(
      (resolve) => (stop = i18n.on('change', () => resolve(false))),
    )
    const loadSettled = await Promise.race([changed, settled])
    stop()
    if (loadSettled) break
  }
  if (i18n.locale) return
  const { pathname, search } = currentLocation()
  await applyLocale(pathname, queryLocale(search))
}
