import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { listProducts } from '../../../../api/marketplace-v2/catalog'
import { StoreProductList } from '../../../../features/storefront/store-product-list'
import { StoreLoading } from '../../../../features/storefront/store-loading'
import { PageSearch } from '../-page-search'

// The store's front door (/marketplace): its products, a page at a time.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/')({
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) =>
    listProducts(await context.getHttp(), params.storeSlug, { page: deps.page }),
  pendingComponent: StoreLoading,
  component: MarketplaceRoute,
})

const StoreRoute = getRouteApi('/stores/$storeSlug')

function MarketplaceRoute() {
  const store = StoreRoute.useLoaderData()
  return <StoreProductList store={store} products={Route.useLoaderData()} />
}
