import { createFileRoute } from '@tanstack/react-router'
import { loadStreamProducts } from '../../../../../features/storefront/load-live-products'
import { StreamProductsPanel } from '../../../../../features/storefront/live-stream-products-panel'
import { PagePending } from '../../../../../features/live/page-pending'
import { titled } from '../../../../-page-title'
import { msg } from '@lingui/core/macro'
import { networkActor } from '../../../../../features/layout/network-actor'

export const Route = createFileRoute('/17shop/buyer/livers/$liverId/stream-products')({
  loader: ({ context }) => loadStreamProducts(context),
  head: titled(msg`Stream products`),
  pendingComponent: PagePending,
  component: StreamProductsTab,
})

function StreamProductsTab() {
  const context = Route.useRouteContext()
  const { store, streamId, liveUser } = context
  return (
    <StreamProductsPanel
      data={Route.useLoaderData()}
      read={() => loadStreamProducts(context)}
      network={networkActor()}
      store={store}
      liveUser={liveUser}
      liverId={Route.useParams().liverId}
      streamId={streamId}
    />
  )
}
