import type { ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { LiveShopStore } from '../../../api/schemas/store'
import { CommercialLawLink } from '../../live/commercial-law-link'
import type { LiveLinkQuery } from '../../live/keep-query'
import '../checkout.css'

/**
 * The live checkout's frame (JP or Taiwan): the heading, the store, the current step below, and
 * a JP store's commercial-law notice at the foot.
 */
export function CheckoutFrame({
  store,
  query,
  children,
}: {
  store: LiveShopStore
  /** The live ids of the page, which find the store's notice too. */
  query: LiveLinkQuery
  children?: ReactNode
}) {
  return (
    <>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <p className="checkout-store">
        <bdi>{store.name}</bdi>
      </p>
      {children ?? <Outlet />}
      <footer className="live-checkout__footer">
        <CommercialLawLink store={store} query={query} />
      </footer>
    </>
  )
}
