import { createFileRoute } from '@tanstack/react-router'
import { ProductSearch } from '../../../../../features/storefront/live-product-search'
import { loadShopProducts } from '../../../../../features/storefront/load-live-products'
import { ShopProductsPanel } from '../../../../../features/storefront/live-shop-products-panel'
import { PagePending } from '../../../../../features/live/page-pending'
import { titled } from '../../../../-page-title'
import { msg } from '@lingui/core/macro'

export const Route = createFileRoute('/17shop/buyer/livers/$liverId/shop-products')({
  validateSearch: ProductSearch,
  loaderDeps: ({ search }) => ({ keyword: search.keyword, page: search.page }),
  loader: ({ context, deps }) => loadShopProducts(context, deps),
  head: titled(msg`Shop products`),
  pendingComponent: PagePending,
  component: ShopProductsTab,
})

function ShopProductsTab() {
  const { store } = Route.useRouteContext()
  const { keyword } = Route.useSearch()
  return (
    <ShopProductsPanel
      list={Route.useLoaderData()}
      currency={store.currency}
      keyword={keyword ?? ''}
      liverId={Route.useParams().liverId}
    />
  )
}
