import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../features/live/live-guard-loader'
import { PagePending } from '../../features/live/page-pending'
import { liveWallet } from '../../features/wallet/shop-wallets'
import { WalletPanel } from '../../features/wallet/wallet-panel'
import { titled } from '../-page-title'
import { msg } from '@lingui/core/macro'

// The buyer's saved cards and payees span every live-shop store: the session is all it needs.
export const Route = createFileRoute('/17shop/wallet')({
  staticData: { layout: 'header', brand: 'live', catalog: 'purchase' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardBuyerPage(match),
  head: titled(msg`Saved cards and payees`),
  pendingComponent: PagePending,
  component: WalletRoute,
})

function WalletRoute() {
  const { liveUser, getHttp } = Route.useRouteContext()
  const place = { ...liveWallet(liveUser['17_user'].register_region), getHttp }
  return <WalletPanel place={place} headingLevel={1} />
}
