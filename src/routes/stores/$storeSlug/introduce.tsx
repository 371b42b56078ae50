import { createFileRoute, getRouteApi, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '../../../api/client/results'
import { RouteErrorFallback } from '../../../features/layout/route-error-fallback'
import { PageLoadFailed } from '../../../features/shared/page-load-failed'
import { publishedCommercialLaw } from '../../../features/shared/commercial-law-load'
import { IntroducePage } from '../../../features/storefront/introduce-page'
import { StoreLoading } from '../../../features/storefront/store-loading'
import { withStoreId } from '../../../features/storefront/store-current'
import { titled } from '../../-page-title'
import { msg } from '@lingui/core/macro'

// /introduce: who the store is and its notice under Japan's commercial law.
export const Route = createFileRoute('/stores/$storeSlug/introduce')({
  loader: async ({ context, params }) => {
    // Imported here, not at the top: route definitions share one chunk that every page loads.
    const { getCommercialLaw } = await import('../../../api/marketplace-v2/store-settings')
    const http = await context.getHttp()
    const law = await withStoreId(context.getHttp, params.storeSlug, (storeId) =>
      publishedCommercialLaw(() => getCommercialLaw(http, storeId)),
    )
    return { law }
  },
  head: titled(msg`About the store`),
  pendingComponent: StoreLoading,
  errorComponent: IntroduceError,
  component: IntroduceRoute,
})

const StoreRoute = getRouteApi('/stores/$storeSlug')

function IntroduceRoute() {
  return <IntroducePage store={StoreRoute.useLoaderData()} law={Route.useLoaderData().law} />
}

/** A call that failed is the visitor's to retry; anything else is a real error, reported. */
function IntroduceError(props: ErrorComponentProps) {
  if (!isApiError(props.error)) return <RouteErrorFallback {...props} />
  return <PageLoadFailed network={props.error.failure.kind === 'network'} reset={props.reset} />
}
