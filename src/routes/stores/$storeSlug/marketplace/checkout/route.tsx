import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ensureGuestSession } from '../../../../../app/visitor-wait'

// Spec 2, 6: checking out needs at least a guest session; entering checkout makes one if needed.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout')({
  beforeLoad: async ({ context }) => {
    await ensureGuestSession(context.visitor)
  },
  component: CheckoutFrame,
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
