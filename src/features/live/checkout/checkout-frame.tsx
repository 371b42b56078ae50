import { Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { LiveShopStore } from '../../../api/schemas/store'
import './checkout.css'

/** The live checkout's frame (JP or Taiwan): the heading, the store, the current step below. */
export function CheckoutFrame({ store }: { store: LiveShopStore }) {
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <p className="live-checkout__store">{store.name}</p>
      <Outlet />
    </>
  )
}
