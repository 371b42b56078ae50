import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../../../../features/ui/button-link'
import { getCart } from '../../../../../api/marketplace-v2/cart'
import { StepCategory } from '../../../../../features/checkout/step-category'
import { StoreLoading } from '../../../../../features/storefront/store-loading'

// Step 1: the cart tells which categories there are to choose from.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-category')({
  loader: async ({ context, params }) => getCart(await context.getHttp(), params.storeSlug),
  pendingComponent: StoreLoading,
  component: CategoryRoute,
})

function CategoryRoute() {
  const { storeSlug } = Route.useParams()
  return (
    <StepCategory
      cart={Route.useLoaderData()}
      shopLink={
        <ButtonLink to="/stores/$storeSlug/marketplace" params={{ storeSlug }}>
          <Trans>See the products</Trans>
        </ButtonLink>
      }
    />
  )
}
