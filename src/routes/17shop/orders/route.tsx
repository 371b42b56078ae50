import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../features/live/live-guard-loader'
import { PagePending } from '../../../features/live/page-pending'

// The buyer's orders span every live-shop store: a buyer session is all they need (no region).
export const Route = createFileRoute('/17shop/orders')({
  staticData: { layout: 'header', brand: 'live', catalog: 'purchase' },
  beforeLoad: async (match) => (await loadLiveGuards()).guardBuyerPage(match),
  pendingComponent: PagePending,
})
