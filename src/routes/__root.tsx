import { createRootRouteWithContext, HeadContent, Navigate, Outlet } from '@tanstack/react-router'
import * as v from 'valibot'
import type { RouterContext } from './-router-context'
import { applyLocale } from '../i18n/locale-guard'
import { languageWaitsForGuard } from '../i18n/first-locale'
import { ensureRouteCatalogs } from './-route-catalogs'
import { PageLayout } from '../features/layout/page-layout'
import { RouteErrorFallback } from '../features/layout/route-error-fallback'
import { OfflineNotice } from '../features/layout/offline-notice'
import { SessionSwitchNotice } from '../features/layout/session-switch-notice'
import { useScreenGeneration } from '../features/layout/screen-generation'
import { titled } from './-page-title'

// An unusable locale is ignored by the guard, never a reason to fail the route.
const RootSearch = v.object({ locale: v.fallback(v.optional(v.string()), undefined) })

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearch,
  // A preload (a link hovered or focused, as Tab does) is not a visit: it never sets the language.
  // Where only the live guard can tell the person's language, it sets it, not the fallback first.
  // The routes' own catalogs are asked for first, so they load beside the language's.
  beforeLoad: async ({ location, search, preload, matches }) => {
    if (preload) return
    const catalogs = ensureRouteCatalogs(matches)
    if (!languageWaitsForGuard(location.pathname, search.locale))
      await applyLocale(location.pathname, search.locale)
    await catalogs
  },
  // The brand alone, for a page without a title of its own.
  head: titled(),
  component: Root,
  notFoundComponent: () => <Navigate to="/error/not-found" replace />,
  errorComponent: RouteErrorFallback,
})

function Root() {
  const visitor = Route.useRouteContext({ select: (context) => context.visitor })
  // Built afresh for each person another tab puts in this tab's place: no form keeps the last one's.
  const generation = useScreenGeneration()
  return (
    <>
      {/* The page's title (each route's `head`); React puts it in the document's head. */}
      <HeadContent />
      <PageLayout>
        <SessionSwitchNotice visitor={visitor} />
        <Outlet key={generation} />
      </PageLayout>
      <OfflineNotice />
    </>
  )
}
