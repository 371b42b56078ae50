import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router'
import { isApiError } from '../../../../../api/client/results'
import { loadStoreProduct } from '../../../../../features/storefront/store-page-data'
import { pathIdOf } from '../../../../../lib/ids'
import { ProductDetail } from '../../../../../features/storefront/product-detail'
import { ProductDetailLoading } from '../../../../../features/product/product-detail-loading'
import { pageHead } from '../../../../-page-title'

const notFound = (storeSlug: string) =>
  redirect({ to: '/error/not-found', search: { store: storeSlug }, replace: true })

export const Route = createFileRoute('/stores/$storeSlug/marketplace/products/$productId')({
  beforeLoad: ({ params }) => {
    // Anything but a product id, or a product this store lacks, is not found.
    if (pathIdOf(params.productId) === undefined) throw notFound(params.storeSlug)
  },
  loader: async ({ context, params }) => {
    try {
      return await loadStoreProduct(context.getHttp, params.storeSlug, Number(params.productId))
    } catch (error) {
      if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
        throw notFound(params.storeSlug)
      }
      throw error
    }
  },
  head: ({ matches, loaderData }) => pageHead(matches, loaderData?.name),
  pendingComponent: ProductDetailLoading,
  component: ProductRoute,
})

const StoreRoute = getRouteApi('/stores/$storeSlug')

function ProductRoute() {
  const store = StoreRoute.useLoaderData()
  const { visitor } = Route.useRouteContext()
  return <ProductDetail store={store} product={Route.useLoaderData()} visitor={visitor} />
}
