import { createFileRoute } from '@tanstack/react-router'
import { CartSummary } from '../../../features/live/checkout/cart-summary'
import { loadCheckoutCart } from '../../../features/live/checkout/load-checkout'
import { PagePending } from '../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/tw-checkout/step-category')({
  loader: ({ context }) => loadCheckoutCart(context),
  pendingComponent: PagePending,
  component: CategoryStep,
})

function CategoryStep() {
  return (
    <CartSummary cart={Route.useLoaderData()} currency={Route.useRouteContext().store.currency} />
  )
}
