import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { getCart } from '../../../../../api/marketplace-v2/cart'
import { StepProducts } from '../../../../../features/checkout/step-products'
import { StoreLoading } from '../../../../../features/storefront/store-loading'

const store = getRouteApi('/stores/$storeSlug')

// Step 2: the cart's items, reloaded after each change the step makes.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-products')({
  loader: async ({ context, params }) => getCart(await context.getHttp(), params.storeSlug),
  pendingComponent: StoreLoading,
  component: ProductsRoute,
})

function ProductsRoute() {
  const { id } = store.useLoaderData()
  return <StepProducts cart={Route.useLoaderData()} storeId={id} />
}
