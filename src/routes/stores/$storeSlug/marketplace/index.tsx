import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { loadStoreProducts } from '../../../../features/storefront/store-page-data'
import { StoreProductList } from '../../../../features/storefront/store-product-list'
import { StoreLoading } from '../../../../features/storefront/store-loading'
import { ProductTabSearch } from '../-product-tab-search'

// The store's front door (/marketplace): its products by tab, a page at a time.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/')({
  validateSearch: ProductTabSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, tab: search.tab ?? 'normal' }),
  loader: ({ context, params, deps }) => loadStoreProducts(context.getHttp, params.storeSlug, deps),
  pendingComponent: StoreLoading,
  component: MarketplaceRoute,
})

const StoreRoute = getRouteApi('/stores/$storeSlug')

function MarketplaceRoute() {
  const store = StoreRoute.useLoaderData()
  const { tab } = Route.useSearch()
  return <StoreProductList store={store} tab={tab ?? 'normal'} products={Route.useLoaderData()} />
}
