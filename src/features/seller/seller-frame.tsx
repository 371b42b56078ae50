import type { ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import type { LiveShopStore } from '../../api/schemas/store'
import './seller.css'

/** A seller screen: what it is, for which store, its tabs and the current tab. */
export function SellerFrame({
  title,
  store,
  tabs,
}: {
  title: ReactNode
  store: LiveShopStore
  tabs: ReactNode
}) {
  return (
    <>
      <h1>{title}</h1>
      <p className="live-seller__store">{store.name}</p>
      {tabs}
      <Outlet />
    </>
  )
}
