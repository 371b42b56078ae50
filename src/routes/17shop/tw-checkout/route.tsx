import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../features/live/guards/live-search'
import { LiveCheckout } from '../../../features/checkout/shops/live-checkout'
import { PagePending } from '../../../features/live/page-pending'
import { LIVE_TW_CHECKOUT as shop } from '../../../features/checkout/shops/live-tw-shop-checkout'
import { SHOPS } from '../../../features/shared/shops'

// The Taiwan checkout, for TW stores only (a JP store's link shows the abnormal page): the one
// checkout machine with the Taiwan shop's calls, the stream the buyer came from credited.
export const Route = createFileRoute('/17shop/tw-checkout')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live', catalog: 'purchase' },
  beforeLoad: async (match) =>
    (await loadLiveGuards()).guardCheckoutPage(match, { region: SHOPS.liveTw.region }),
  pendingComponent: PagePending,
  component: Frame,
})

function Frame() {
  return <LiveCheckout shop={shop} context={Route.useRouteContext()} search={Route.useSearch()} />
}
