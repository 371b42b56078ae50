import { createFileRoute } from '@tanstack/react-router'
import { loadSellerPost } from '../../../../features/seller/load-seller'
import { StreamProductsList } from '../../../../features/seller/seller-lists'

export const Route = createFileRoute('/17shop/seller/products/stream-products')({
  loader: ({ context }) => loadSellerPost(context),
  component: StreamProductsTab,
})

function StreamProductsTab() {
  return <StreamProductsList post={Route.useLoaderData()} store={Route.useRouteContext().store} />
}
