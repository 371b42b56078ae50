import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../features/live/guards/live-search'
import { CheckoutFrame } from '../../../features/live/checkout/checkout-frame'
import { PagePending } from '../../../features/live/page-pending'

// The Japan checkout, for JP stores only (a TW store's link shows the abnormal page).
export const Route = createFileRoute('/17shop/checkout')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) =>
    (await loadLiveGuards()).guardBuyerStorePage(match, { region: 'JP' }),
  pendingComponent: PagePending,
  component: CheckoutPage,
})

function CheckoutPage() {
  return <CheckoutFrame store={Route.useRouteContext().store} />
}
