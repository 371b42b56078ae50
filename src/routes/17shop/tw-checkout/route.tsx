import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../features/live/guards/live-search'
import { LiveCheckout } from '../../../features/checkout/live-checkout'
import { liveTwCheckoutApi } from '../../../features/checkout/live-tw-checkout-api'
import { PagePending } from '../../../features/live/page-pending'
import { LIVE_TW_CHECKOUT_ROUTES } from './-checkout-routes'

// The Taiwan checkout, for TW stores only (a JP store's link shows the abnormal page): the one
// checkout machine with the Taiwan shop's calls, the stream the buyer came from credited.
export const Route = createFileRoute('/17shop/tw-checkout')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live', catalog: 'purchase' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardCheckoutPage(match, { region: 'TW' }),
  pendingComponent: PagePending,
  component: CheckoutPage,
})

function CheckoutPage() {
  return (
    <LiveCheckout
      api={liveTwCheckoutApi}
      routes={LIVE_TW_CHECKOUT_ROUTES}
      context={Route.useRouteContext()}
      search={Route.useSearch()}
    />
  )
}
