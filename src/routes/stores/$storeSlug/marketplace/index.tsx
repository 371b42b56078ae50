import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { listProducts } from '../../../../api/marketplace-v2/catalog'
import { StoreProductList } from '../../../../features/storefront/store-product-list'
import { StoreLoading } from '../../../../features/storefront/store-loading'
import { ProductTabSearch } from '../-product-tab-search'

// The store's front door (/marketplace): its products by tab, a page at a time.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/')({
  validateSearch: ProductTabSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, tab: search.tab ?? 'normal' }),
  loader: async ({ context, params, deps }) =>
    listProducts(await context.getHttp(), params.storeSlug, {
      page: deps.page,
      tab_names: [deps.tab],
    }),
  pendingComponent: StoreLoading,
  component: MarketplaceRoute,
})

const StoreRoute = getRouteApi('/stores/$storeSlug')

function MarketplaceRoute() {
  const store = StoreRoute.useLoaderData()
  const { tab } = Route.useSearch()
  return <StoreProductList store={store} tab={tab ?? 'normal'} products={Route.useLoaderData()} />
}
