import { createFileRoute } from '@tanstack/react-router'
import { StepProducts } from '../../../features/checkout/step-products'
import { loadCheckoutCart } from '../../../features/checkout/load-checkout'
import { PagePending } from '../../../features/live/page-pending'

// Step 2: the cart's items, reloaded after each change the step makes.
export const Route = createFileRoute('/17shop/checkout/step-products')({
  loader: ({ context }) => loadCheckoutCart(context),
  pendingComponent: PagePending,
  component: ProductsStep,
})

function ProductsStep() {
  return <StepProducts cart={Route.useLoaderData()} storeId={Route.useRouteContext().store.id} />
}
