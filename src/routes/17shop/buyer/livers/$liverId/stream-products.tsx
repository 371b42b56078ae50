import { createFileRoute } from '@tanstack/react-router'
import { loadStreamProducts } from '../../../../../features/storefront/load-live-products'
import { StreamProductsPanel } from '../../../../../features/storefront/live-stream-products-panel'
import { PagePending } from '../../../../../features/live/page-pending'
import { titled } from '../../../../-page-title'
import { msg } from '@lingui/core/macro'

export const Route = createFileRoute('/17shop/buyer/livers/$liverId/stream-products')({
  loader: ({ context }) => loadStreamProducts(context),
  head: titled(msg`Stream products`),
  pendingComponent: PagePending,
  component: StreamProductsTab,
})

function StreamProductsTab() {
  const { store, streamId, liveUser } = Route.useRouteContext()
  return (
    <StreamProductsPanel
      data={Route.useLoaderData()}
      store={store}
      liveUser={liveUser}
      liverId={Route.useParams().liverId}
      streamId={streamId}
    />
  )
}
