import type { Http } from '../api/http'
import { ensureCatalog, type CatalogArea } from '../i18n/activate'
import { brandOfPath, type Brand } from '../i18n/resolve-locale'
import { prepareMoneyFormat } from '../lib/money'
import { SHOPS } from '../features/shared/shops'
import { childOpenedBy } from '../features/shared/open-child'
import { yieldToBrowser } from '../lib/yield-to-browser'
import type { AppRouter } from './router'

const AREA_OF_BRAND: Record<Brand, CatalogArea | undefined> = {
  marketplace: 'marketplace',
  live: 'live',
  none: undefined,
}

const isPlayground = (pathname: string) =>
  pathname === '/playground' || pathname.startsWith('/playground/')

/**
 * The first page's code, its area's messages, the API client, the brand's guard and the page's
 * first API calls, asked for with the shell. Left to the router they load one after the other:
 * the page's chunks only once the language guard has its catalog, the catalog, the client and
 * the calls only once the page's loader runs. Each is what the page loads anyway (every store
 * page looks its store up, every live page runs the live guards), so this changes when they
 * load, not what.
 */
export function startFirstPage(
  router: AppRouter,
  pathname: string,
  getHttp: () => Promise<Http>,
): void {
  const brand = brandOfPath(pathname)
  const area = isPlayground(pathname) ? 'playground' : AREA_OF_BRAND[brand]
  // The client and the page's API calls first: on a connection that takes a few requests at a
  // time, they go out before the dozen chunks below, and the answers arrive while those load.
  if (brand !== 'none') {
    void getHttp().catch(ignore)
    // A task of its own, while the page waits for its code and data: shops show prices.
    setTimeout(() => prepareMoneyFormat(navigator.language), 0)
    const matches = router.matchRoutes(pathname, router.latestLocation.search)
    void import('./first-calls').then(
      ({ startFirstCalls }) => startFirstCalls(matches, getHttp),
      ignore,
    )
  }
  // Before the first activation, so the shell's and the area's catalogs load side by side.
  if (area) void ensureCatalog(area)
  // The store guard's call (features/storefront/store-current) and the live guards.
  if (brand === 'marketplace') void import('../api/marketplace-v2/catalog').catch(ignore)
  if (brand === 'live') void import('../features/live/session/live-guards').catch(ignore)
  const matched = router.getMatchedRoutes(pathname)[0]
  // A checkout opens only for a guest or a member: a first visit makes the visitor a guest.
  if (matched.some((route) => route.id === SHOPS.marketplace.checkoutPath))
    void import('../features/visitor/visitor-effects').catch(ignore)
  // In a task of its own: each chunk's imports are preloaded with a <link> apiece, and on a
  // checkout step the few dozen of them alone take a phone over a long task's 50 ms.
  // A checkout's own address opens its first step, a page of tabs its first tab (a redirect, after
  // the guards): that step's or tab's code is the page's.
  const opened = childOpenedBy(matched.at(-1)?.options.beforeLoad, pathname)
  const routes = opened ? router.getMatchedRoutes(opened)[0] : matched
  // A route apiece, too: on a checkout step the four or five routes' links together still took
  // a phone over 50 ms, in one task.
  void (async () => {
    for (const route of routes) {
      await yieldToBrowser()
      // A failure is the router's to handle when it loads the chunk itself (boot reloads once).
      router.loadRouteChunk(route)?.catch(ignore)
    }
  })()
}

// What is asked for early is asked for again by what needs it, which handles its failure (a
// call's loader shows it; the router reloads a page whose code failed, through the boot machine).
function ignore(): void {}
