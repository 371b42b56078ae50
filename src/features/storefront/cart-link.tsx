import type { ReactNode } from 'react'
import { Link, useRouteContext, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { LiveShopStore, Store } from '../../api/schemas/store'
import { ButtonLink } from '../ui/button-link'
import { useCartCount } from './cart-count'
import { liveShopOf, SHOPS } from '../shared/shops'

/**
 * The marketplace header's way to the cart, with how many items it holds. It opens the cart (the
 * checkout's first step), never a checkout left on a later step.
 */
export function CartLink({ store, visitor }: { store: Store; visitor: VisitorActorRef }) {
  const getHttp = useRouteContext({ from: '__root__', select: (context) => context.getHttp })
  const hasSession = useSelector(visitor, (s) => s.matches('guest') || s.matches('member'))
  const path = useRouterState({ select: (state) => state.location.pathname })
  // Another session (a guest order link opened, a member who left for a guest) has another cart.
  const session = useSelector(visitor, (s) =>
    s.matches('member') || s.matches('guest')
      ? `${s.context.user?.id ?? ''}/${s.context.guest?.id ?? ''}`
      : '',
  )
  const count = useCartCount(
    getHttp,
    { shop: 'marketplace', storeId: store.id },
    hasSession,
    `${path} ${session}`,
  )
  return (
    <Link
      to="/stores/$storeSlug/marketplace/checkout/step-category"
      params={{ storeSlug: store.slug }}
      className="store-bar__cart"
    >
      <Trans>Cart</Trans>
      {count !== null && count > 0 && (
        <span className="store-bar__count">
          {' '}
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">
            <Plural value={count} one="(# item)" other="(# items)" />
          </span>
        </span>
      )}
    </Link>
  )
}

/** The checkout of the store's region: Japan's or Taiwan's (a store never opens the other). */
export function checkoutPathOf(store: LiveShopStore) {
  return SHOPS[liveShopOf(store.region)].checkoutPath
}

/**
 * The live storefront's way to the cart and checkout, with how many pieces the cart holds. The stream the buyer came
 * from travels along, so the order is credited to it too.
 */
export function LiveCartLink({
  store,
  liverId,
  streamId,
  count,
  variant = 'primary',
  children,
}: {
  store: LiveShopStore
  liverId: string
  streamId?: number
  /** null: the cart could not be read; the way to checkout is still there. */
  count: number | null
  variant?: 'primary' | 'secondary'
  /** Another label than "Cart and checkout". */
  children?: ReactNode
}) {
  return (
    <ButtonLink
      to={checkoutPathOf(store)}
      search={{ liver_id: Number(liverId), stream_id: streamId }}
      variant={variant}
    >
      {children ?? <Trans>Cart and checkout</Trans>}
      {count !== null && (
        <>
          <span className="live-cart-count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">
            <Plural value={count} one="(# item in the cart)" other="(# items in the cart)" />
          </span>
        </>
      )}
    </ButtonLink>
  )
}
