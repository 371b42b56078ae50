import { createFileRoute, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { RouteErrorFallback } from '../../../../../app/route-error-fallback'
import { ensureGuestSession, GuestSessionError } from '../../../../../app/visitor-wait'
import { StoreCheckoutFailed } from '../../../../../features/storefront/store-checkout-failed'

// Spec 2, 6: checking out needs at least a guest session; entering checkout makes one if needed.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout')({
  beforeLoad: async ({ context }) => {
    await ensureGuestSession(context.visitor)
  },
  component: CheckoutFrame,
  errorComponent: CheckoutError,
})

function CheckoutFrame() {
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <Outlet />
    </>
  )
}

/** No guest session is the visitor's to retry; anything else is a real error, reported. */
function CheckoutError(props: ErrorComponentProps) {
  if (!(props.error instanceof GuestSessionError)) return <RouteErrorFallback {...props} />
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <StoreCheckoutFailed code={props.error.code} reset={props.reset} />
    </>
  )
}
