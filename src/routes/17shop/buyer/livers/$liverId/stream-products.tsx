import { createFileRoute } from '@tanstack/react-router'
import { loadStreamProducts } from '../../../../../features/live/storefront/load-products'
import { StreamProductsPanel } from '../../../../../features/live/storefront/stream-products-panel'
import { PagePending } from '../../../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/buyer/livers/$liverId/stream-products')({
  loader: ({ context }) => loadStreamProducts(context),
  pendingComponent: PagePending,
  component: StreamProductsTab,
})

function StreamProductsTab() {
  const { store, streamId } = Route.useRouteContext()
  return (
    <StreamProductsPanel
      data={Route.useLoaderData()}
      store={store}
      liverId={Route.useParams().liverId}
      streamId={streamId}
    />
  )
}
