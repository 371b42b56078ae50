import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { getCart } from '../../../../../api/marketplace-v2/cart'
import { ButtonLink } from '../../../../../features/ui/button-link'
import { StoreCart } from '../../../../../features/storefront/store-cart'
import { StoreLoading } from '../../../../../features/storefront/store-loading'

// What checkout starts from: this visitor's cart in this store.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/')({
  loader: async ({ context, params }) => getCart(await context.getHttp(), params.storeSlug),
  pendingComponent: StoreLoading,
  component: CheckoutCartRoute,
})

function CheckoutCartRoute() {
  const { storeSlug } = Route.useParams()
  return (
    <StoreCart
      cart={Route.useLoaderData()}
      emptyAction={
        <ButtonLink to="/stores/$storeSlug/marketplace" params={{ storeSlug }}>
          <Trans>See the products</Trans>
        </ButtonLink>
      }
    />
  )
}
