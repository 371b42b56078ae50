import {
  createFileRoute,
  getRouteApi,
  Outlet,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { RouteErrorFallback } from '../../../../../features/layout/route-error-fallback'
import { ensureGuestSession, GuestSessionError } from '../../../../../features/visitor/visitor-wait'
import { StoreCheckoutFailed } from '../../../../../features/storefront/store-checkout-failed'
import { CheckoutActorProvider } from '../../../../../features/checkout/checkout-actor'
import { marketplaceCheckoutApi } from '../../../../../features/checkout/marketplace-checkout-api'
import { returnToDoneStep } from '../../../../../features/payment/return-url'
import { MARKETPLACE_CHECKOUT_ROUTES } from './-checkout-routes'

const store = getRouteApi('/stores/$storeSlug')

// Checking out needs at least a guest session; entering checkout makes one if needed.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout')({
  staticData: { catalog: 'purchase' },
  beforeLoad: async ({ context }) => {
    await ensureGuestSession(context.visitor)
  },
  component: CheckoutFrame,
  errorComponent: CheckoutError,
})

/** One checkout machine for every step of this store's checkout (docs/routes.md#checkout). */
function CheckoutFrame() {
  const { id } = store.useLoaderData()
  const { storeSlug } = store.useParams()
  const { visitor, getHttp } = Route.useRouteContext()
  const member = useSelector(visitor, (snapshot) => snapshot.matches('member'))
  const onFirstStep = useRouterState({
    select: (state) => state.location.pathname.endsWith('/checkout/step-category'),
  })
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutActorProvider
        key={`${id}:${String(member)}`}
        setup={{
          api: marketplaceCheckoutApi,
          getHttp,
          returnUrl: returnToDoneStep,
          orderPage: (orderId) => `/stores/${storeSlug}/marketplace/orders/${orderId}`,
          storeId: id,
          streamId: null,
          member,
        }}
        routes={MARKETPLACE_CHECKOUT_ROUTES}
        onFirstStep={onFirstStep}
      >
        <Outlet />
      </CheckoutActorProvider>
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
