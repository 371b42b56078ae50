import { createFileRoute } from '@tanstack/react-router'
import { loadSellerPost } from '../../../../features/seller/load-seller'
import { StreamProductsList } from '../../../../features/seller/seller-lists'
import { PagePending } from '../../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/seller/products/stream-products')({
  loader: ({ context }) => loadSellerPost(context),
  pendingComponent: PagePending,
  component: StreamProductsTab,
})

function StreamProductsTab() {
  return <StreamProductsList post={Route.useLoaderData()} store={Route.useRouteContext().store} />
}
