import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '../../api/client/results'
import { RouteErrorFallback } from '../../features/layout/route-error-fallback'
import { loadLiveGuards } from '../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../features/live/guards/live-search'
import { CommercialLawPage } from '../../features/live/commercial-law-page'
import { PagePending } from '../../features/live/page-pending'
import { publishedCommercialLaw } from '../../features/shared/commercial-law-load'
import { PageLoadFailed } from '../../features/shared/page-load-failed'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// A live store's notice under Japan's commercial law: the store found as on its storefront.
export const Route = createFileRoute('/17shop/commercial-law')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardBuyerStorePage(match),
  loader: async ({ context }) => {
    // Imported here, not at the top: route definitions share one chunk that every page loads.
    const { getCommercialLaw } = await import('../../api/live-shop-v1/store-settings')
    const http = await context.getHttp()
    return { law: await publishedCommercialLaw(() => getCommercialLaw(http, context.store.id)) }
  },
  head: titled(msg`Notice under the Act on Specified Commercial Transactions`),
  pendingComponent: PagePending,
  errorComponent: CommercialLawError,
  component: CommercialLawRoute,
})

function CommercialLawRoute() {
  return <CommercialLawPage store={Route.useRouteContext().store} law={Route.useLoaderData().law} />
}

/** A call that failed is the buyer's to retry; anything else is a real error, reported. */
function CommercialLawError(props: ErrorComponentProps) {
  if (!isApiError(props.error)) return <RouteErrorFallback {...props} />
  return <PageLoadFailed network={props.error.failure.kind === 'network'} reset={props.reset} />
}
