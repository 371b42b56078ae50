import type { ReactNode } from 'react'
import { useRouteContext, useSearch } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../ui/button-link'
import { CommercialLawLink } from '../../live/commercial-law-link'
import type { LiveLinkQuery } from '../../live/keep-query'
import type { LiveStoreContext } from '../../live/posts/post-lookup'
import type { ShopLinkProps } from './shop-checkout'

/** Back to the liver's shop, when the link named the liver (else the live shop has no way back). */
export function LiverShopLink({ purpose }: ShopLinkProps): ReactNode {
  const { liver_id: liverId }: LiveLinkQuery = useSearch({ strict: false })
  if (liverId === undefined) return null
  return (
    <ButtonLink to="/17shop/buyer/livers/$liverId" params={{ liverId: String(liverId) }}>
      {purpose === 'browse' ? (
        <Trans>See the liver's products</Trans>
      ) : (
        <Trans>Continue shopping</Trans>
      )}
    </ButtonLink>
  )
}

/** The placed order's page in the live shop. */
export function LiveOrderLink({ orderId }: { orderId: string }): ReactNode {
  return (
    <ButtonLink to="/17shop/orders/$orderId" params={{ orderId }} variant="secondary">
      <Trans>Order details</Trans>
    </ButtonLink>
  )
}

/** A JP store's commercial-law notice, which the buyer may read before ordering. */
export function LiveCommercialLawLink(): ReactNode {
  const { store }: Partial<LiveStoreContext> = useRouteContext({ strict: false })
  const query: LiveLinkQuery = useSearch({ strict: false })
  return store ? <CommercialLawLink store={store} query={query} /> : null
}
