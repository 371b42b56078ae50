import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from '../routes/-router-context'
import { RouteErrorFallback } from '../features/layout/route-error-fallback'
import { GlobalLoadingOverlay } from '../features/layout/global-loading-overlay'

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // A child route's error keeps the page layout around its fallback.
    defaultErrorComponent: RouteErrorFallback,
    scrollRestoration: true,
    // Beside the routes, so it also covers a first page whose guard is still waiting.
    InnerWrap: ({ children }) => (
      <>
        {children}
        <GlobalLoadingOverlay />
      </>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Which page layout the route uses: 'default', 'header' or 'header-footer'. */
    layout?: unknown
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>
