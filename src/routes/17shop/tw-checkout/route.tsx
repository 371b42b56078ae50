import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { LiveLinkSearch } from '../../../features/live/guards/live-search'
import { CheckoutFrame } from '../../../features/live/checkout/checkout-frame'
import { PagePending } from '../../../features/live/page-pending'

// The Taiwan checkout, for TW stores only (a JP store's link shows the abnormal page).
export const Route = createFileRoute('/17shop/tw-checkout')({
  validateSearch: LiveLinkSearch,
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) =>
    (await loadLiveGuards()).guardBuyerStorePage(match, { region: 'TW' }),
  pendingComponent: PagePending,
  component: CheckoutPage,
})

function CheckoutPage() {
  return <CheckoutFrame store={Route.useRouteContext().store} />
}
