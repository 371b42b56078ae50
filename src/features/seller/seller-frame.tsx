import type { ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import type { LiveShopStore } from '../../api/schemas/store'
import './seller.css'

/**
 * A seller screen: what it is, for which store, its tabs and the current tab; or, when the
 * screen cannot have tabs yet (a stream still without its post), `children` in their place.
 */
export function SellerFrame({
  title,
  store,
  tabs,
  children,
}: {
  title: ReactNode
  store: LiveShopStore
  tabs: ReactNode
  children?: ReactNode
}) {
  return (
    <>
      <h1>{title}</h1>
      <p className="live-seller__store">
        <bdi>{store.name}</bdi>
      </p>
      {children ?? (
        <>
          {tabs}
          <Outlet />
        </>
      )}
    </>
  )
}
