import { createFileRoute } from '@tanstack/react-router'
import { loadLiveGuards } from '../../../../../features/live/live-guard-loader'
import { LiverShopFrame } from '../../../../../features/storefront/liver-shop-frame'
import { PagePending } from '../../../../../features/live/page-pending'
import { titled } from '../../../../-page-title'

// The live storefront needs a buyer session; the path's liver id finds the store
// (docs/routes.md#live-shop-17shop).
export const Route = createFileRoute('/17shop/buyer/livers/$liverId')({
  staticData: { layout: 'header', brand: 'live' },
  beforeLoad: async (match) =>
    (await loadLiveGuards()).guardBuyerStorePage(match, { pathLiverId: match.params.liverId }),
  head: titled(),
  pendingComponent: PagePending,
  component: LiverShopPage,
})

function LiverShopPage() {
  const { store, streamId, liveUser } = Route.useRouteContext()
  return (
    <LiverShopFrame
      store={store}
      liverId={Route.useParams().liverId}
      streamId={streamId}
      buyerId={liveUser['17_user'].user_id}
    />
  )
}
