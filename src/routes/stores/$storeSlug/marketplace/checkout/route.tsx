import { createFileRoute } from '@tanstack/react-router'
import { RouteErrorFallback } from '../../../../../features/layout/route-error-fallback'
import { ensureGuestSession } from '../../../../../features/visitor/visitor-wait'
import {
  MarketplaceCheckout,
  MarketplaceCheckoutError,
} from '../../../../../features/checkout/shops/marketplace-checkout'
import { MARKETPLACE_CHECKOUT as shop } from '../../../../../features/checkout/shops/marketplace-shop-checkout'

// Checking out needs at least a guest session; entering checkout makes one if needed.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout')({
  staticData: { catalog: 'purchase' },
  beforeLoad: async ({ context }) => {
    await ensureGuestSession(context.visitor)
  },
  component: Frame,
  errorComponent: (props) => <MarketplaceCheckoutError {...props} Fallback={RouteErrorFallback} />,
})

function Frame() {
  return <MarketplaceCheckout shop={shop} context={Route.useRouteContext()} />
}
