import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../features/live/guards/live-search'
import { LiveCheckout } from '../../../features/checkout/shops/live-checkout'
import { PagePending } from '../../../features/live/page-pending'
import { LIVE_JP_CHECKOUT as shop } from '../../../features/checkout/shops/live-jp-shop-checkout'
import { SHOPS } from '../../../features/shared/shops'

// The Japan checkout, for JP stores only (a TW store's link shows the abnormal page): one checkout
// machine for every step, the stream the buyer came from credited with the order.
export const Route = createFileRoute('/17shop/checkout')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live', catalog: 'purchase' },
  beforeLoad: async (match) =>
    (await loadLiveGuards()).guardCheckoutPage(match, { region: SHOPS.liveJp.region }),
  pendingComponent: PagePending,
  component: Frame,
})

function Frame() {
  return <LiveCheckout shop={shop} context={Route.useRouteContext()} search={Route.useSearch()} />
}
