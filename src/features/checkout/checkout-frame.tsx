import type { ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { LiveShopStore } from '../../api/schemas/store'
import './live-checkout.css'

/** The live checkout's frame (JP or Taiwan): the heading, the store, the current step below. */
export function CheckoutFrame({ store, children }: { store: LiveShopStore; children?: ReactNode }) {
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <p className="live-checkout__store">{store.name}</p>
      {children ?? <Outlet />}
    </>
  )
}
