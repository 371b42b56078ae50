import type { ReactNode } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import type { LiveShopStore } from '../../api/schemas/store'
import { ButtonLink } from '../ui/button-link'

/** The checkout of the store's region: Japan's or Taiwan's (a store never opens the other). */
export function checkoutPathOf(store: LiveShopStore) {
  return store.region === 'TW' ? ('/17shop/tw-checkout' as const) : ('/17shop/checkout' as const)
}

/**
 * The way to the cart and checkout with how many pieces the cart holds. The stream the buyer came
 * from travels along, so the order is credited to it too.
 */
export function CartLink({
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
