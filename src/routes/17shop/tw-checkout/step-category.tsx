import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { StepCategory } from '../../../features/checkout/step-category'
import { loadCheckoutCart } from '../../../features/live/checkout/load-checkout'
import { PagePending } from '../../../features/live/page-pending'
import { ButtonLink } from '../../../features/ui/button-link'

// Step 1: the cart tells which categories there are to choose from.
export const Route = createFileRoute('/17shop/tw-checkout/step-category')({
  loader: ({ context }) => loadCheckoutCart(context),
  pendingComponent: PagePending,
  component: CategoryStep,
})

function CategoryStep() {
  const { liver_id: liverId } = Route.useSearch()
  return (
    <StepCategory
      cart={Route.useLoaderData()}
      shopLink={
        liverId !== undefined && (
          <ButtonLink to="/17shop/buyer/livers/$liverId" params={{ liverId: String(liverId) }}>
            <Trans>See the liver's products</Trans>
          </ButtonLink>
        )
      }
    />
  )
}
