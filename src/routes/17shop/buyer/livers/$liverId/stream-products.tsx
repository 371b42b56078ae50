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
  const { store } = Route.useRouteContext()
  const { liverId } = Route.useParams()
  return (
    <StreamProductsPanel data={Route.useLoaderData()} currency={store.currency} liverId={liverId} />
  )
}
