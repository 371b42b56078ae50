import type { ComponentType, ReactNode } from 'react'
import {
  Outlet,
  useLoaderData,
  useParams,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import type { Http } from '../../../api/http'
import { personOf, type VisitorActorRef } from '../../../../machines/visitor/visitor.machine'
import { GuestSessionError } from '../../visitor/visitor-wait'
import { StoreCheckoutFailed } from '../../storefront/store-checkout-failed'
import { CheckoutActorProvider } from '../actor/checkout-actor'
import type { ShopCheckout } from './shop-checkout'
import { returnToDoneStep } from '../actor/checkout-routes'

/**
 * The one checkout machine with the marketplace's calls, for every step of this store's checkout
 * (docs/routes.md#checkout), for the visitor as they are now (guest or member).
 */
export function MarketplaceCheckout({
  shop: { api, routes },
  context: { visitor, getHttp },
}: {
  shop: ShopCheckout<never>
  /** The visitor (a guest at least: the route made one) and their client. */
  context: { visitor: VisitorActorRef; getHttp: () => Promise<Http> }
}): ReactNode {
  const { id } = useLoaderData({ from: '/stores/$storeSlug' })
  const { storeSlug } = useParams({ from: '/stores/$storeSlug' })
  const member = useSelector(visitor, (snapshot) => snapshot.matches('member'))
  // The route made a guest at least; `nobody` only while the visitor changes under the page.
  const person = useSelector(visitor, (snapshot) => personOf(snapshot.context) ?? 'nobody')
  const onFirstStep = useRouterState({
    select: (state) => state.location.pathname.endsWith('/checkout/step-category'),
  })
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutActorProvider
        key={`${id}:${person}`}
        setup={{
          api,
          getHttp,
          returnUrl: returnToDoneStep,
          orderPage: (orderId) => `/stores/${storeSlug}/marketplace/orders/${orderId}`,
          storeId: id,
          streamId: null,
          member,
          person,
        }}
        routes={routes}
        onFirstStep={onFirstStep}
      >
        <Outlet />
      </CheckoutActorProvider>
    </>
  )
}

/**
 * No guest session is the visitor's to retry; anything else is a real error, reported by the
 * page frame's `Fallback` (the routes' to give: features do not import the frame).
 */
export function MarketplaceCheckoutError({
  Fallback,
  ...props
}: ErrorComponentProps & { Fallback: ComponentType<ErrorComponentProps> }): ReactNode {
  if (!(props.error instanceof GuestSessionError)) return <Fallback {...props} />
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <StoreCheckoutFailed code={props.error.code} reset={props.reset} />
    </>
  )
}
