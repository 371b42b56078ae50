import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router'
import { isApiError } from '../../../../../api/client/results'
import { ProductDetail } from '../../../../../features/storefront/product-detail'
import { ProductDetailLoading } from '../../../../../features/product/product-detail-loading'

/** Product ids are numeric; anything else, or a product this store lacks, is not found. */
const PRODUCT_ID = /^[1-9]\d{0,15}$/

const notFound = (storeSlug: string) =>
  redirect({ to: '/error/not-found', search: { store: storeSlug }, replace: true })

export const Route = createFileRoute('/stores/$storeSlug/marketplace/products/$productId')({
  beforeLoad: ({ params }) => {
    if (!PRODUCT_ID.test(params.productId)) throw notFound(params.storeSlug)
  },
  loader: async ({ context, params }) => {
    // Imported here, not at the top: route definitions share one chunk that every page loads.
    const { getProduct } = await import('../../../../../api/marketplace-v2/catalog')
    try {
      return await getProduct(await context.getHttp(), params.storeSlug, Number(params.productId))
    } catch (error) {
      if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
        throw notFound(params.storeSlug)
      }
      throw error
    }
  },
  pendingComponent: ProductDetailLoading,
  component: ProductRoute,
})

const StoreRoute = getRouteApi('/stores/$storeSlug')

function ProductRoute() {
  const store = StoreRoute.useLoaderData()
  const { visitor } = Route.useRouteContext()
  return <ProductDetail store={store} product={Route.useLoaderData()} visitor={visitor} />
}
