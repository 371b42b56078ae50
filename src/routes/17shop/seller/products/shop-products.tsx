import { createFileRoute } from '@tanstack/react-router'
import { loadSellerProducts } from '../../../../features/seller/load-seller'
import { ShopProductsList } from '../../../../features/seller/seller-lists'
import { PagePending } from '../../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/seller/products/shop-products')({
  loader: ({ context }) => loadSellerProducts(context),
  pendingComponent: PagePending,
  component: ShopProductsTab,
})

function ShopProductsTab() {
  return <ShopProductsList products={Route.useLoaderData()} store={Route.useRouteContext().store} />
}
