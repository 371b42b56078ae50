import { Link, useRouteContext, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { Store } from '../../api/schemas/store'
import { useCartCount } from './cart-count'

/**
 * The header's way to the cart, with how many items it holds. It opens the cart (the
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
  const count = useCartCount(getHttp, store.slug, hasSession, `${path} ${session}`)
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
