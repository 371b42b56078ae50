import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from '../routes/-router-context'
import { RouteErrorFallback } from '../features/layout/route-error-fallback'
import { GlobalLoadingOverlay } from '../features/layout/global-loading-overlay'
import { isChunkLoadError } from '../lib/chunk-error'

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // A child route's error keeps the page layout around its fallback.
    defaultErrorComponent: RouteErrorFallback,
    // A page whose code failed to load is the boot machine's to reload or report, told where the
    // router caught it (before the fallback renders and asks the machine whether it was handled).
    defaultOnCatch: (error) => {
      if (isChunkLoadError(error)) {
        context.boot.send({ type: 'app.chunk.failed', path: router.state.location.href })
      }
    },
    scrollRestoration: true,
    // Beside the routes, so it also covers a first page whose guard is still waiting.
    InnerWrap: ({ children }) => (
      <>
        {children}
        <GlobalLoadingOverlay />
      </>
    ),
  })
  return router
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
