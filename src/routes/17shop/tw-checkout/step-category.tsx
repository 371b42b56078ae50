import { createFileRoute } from '@tanstack/react-router'
import { CartSummary } from '../../../features/live/checkout/cart-summary'
import { loadCheckoutCart } from '../../../features/live/checkout/load-checkout'

export const Route = createFileRoute('/17shop/tw-checkout/step-category')({
  loader: ({ context }) => loadCheckoutCart(context),
  component: CategoryStep,
})

function CategoryStep() {
  return (
    <CartSummary cart={Route.useLoaderData()} currency={Route.useRouteContext().store.currency} />
  )
}
