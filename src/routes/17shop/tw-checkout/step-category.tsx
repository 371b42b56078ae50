import { createFileRoute } from '@tanstack/react-router'
import { loadCheckoutCart } from '../../../features/checkout/load-checkout'
import { LiveStepCategory } from '../../../features/checkout/live-step-category'
import { PagePending } from '../../../features/live/page-pending'

// Step 1: the cart tells which categories there are to choose from.
export const Route = createFileRoute('/17shop/tw-checkout/step-category')({
  loader: ({ context }) => loadCheckoutCart(context),
  pendingComponent: PagePending,
  component: CategoryStep,
})

function CategoryStep() {
  return <LiveStepCategory cart={Route.useLoaderData()} search={Route.useSearch()} />
}
