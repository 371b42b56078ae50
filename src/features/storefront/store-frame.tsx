import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { Store } from '../../api/schemas/store'
import { CartLink } from './cart-link'
import './store.css'

/**
 * Every page of a store sits in this frame: the store's name and the ways around it. The
 * account link follows who is visiting: log in for ghosts and guests, the profile for members.
 */
export function StoreFrame({
  store,
  visitor,
  children,
}: {
  store: Store
  visitor: VisitorActorRef
  children: ReactNode
}) {
  const { t } = useLingui()
  const isMember = useSelector(visitor, (snapshot) => snapshot.matches('member'))
  const storeSlug = store.slug
  const params = { storeSlug }
  return (
    <div className="store-frame">
      <nav className="store-bar" aria-label={t`Store`}>
        <Link to="/stores/$storeSlug/marketplace" params={params} className="store-bar__name">
          {store.avatar_url && (
            <img
              src={store.avatar_url}
              alt=""
              width={32}
              height={32}
              className="store-bar__avatar"
            />
          )}
          <bdi>{store.name}</bdi>
        </Link>
        <ul className="store-bar__links">
          <li>
            <Link to="/stores/$storeSlug/introduce" params={params}>
              <Trans>About the store</Trans>
            </Link>
          </li>
          <li>
            <CartLink store={store} visitor={visitor} />
          </li>
          <li>
            <Link to="/stores/$storeSlug/marketplace/orders" params={params}>
              <Trans>Orders</Trans>
            </Link>
          </li>
          <li>
            {isMember ? (
              <Link to="/stores/$storeSlug/member/profile" params={params}>
                <Trans>Profile</Trans>
              </Link>
            ) : (
              <Link to="/stores/$storeSlug/account" params={params}>
                <Trans>Log in</Trans>
              </Link>
            )}
          </li>
        </ul>
      </nav>
      {children}
    </div>
  )
}
