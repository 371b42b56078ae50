import type { ReactNode } from 'react'
import { useParams } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { Http } from '../../../api/http'
import type { VisitorActorRef } from '../../../../machines/visitor/visitor.machine'
import { ButtonLink } from '../../ui/button-link'
import { withStoreId } from '../../storefront/store-current'
import { marketplaceCheckoutApi } from './marketplace-checkout-api'
import { describeShop, type ShopCheckout, type ShopLinkProps } from './shop-checkout'
import { SHOPS } from '../../shared/shops'

/** The store's products, to choose from or to go on shopping. */
function MarketplaceShopLink({ purpose }: ShopLinkProps): ReactNode {
  const { storeSlug = '' }: { storeSlug?: string } = useParams({ strict: false })
  return (
    <ButtonLink to="/stores/$storeSlug/marketplace" params={{ storeSlug }}>
      {purpose === 'browse' ? <Trans>See the products</Trans> : <Trans>Continue shopping</Trans>}
    </ButtonLink>
  )
}

interface MarketplaceStepMatch {
  context: { getHttp: () => Promise<Http>; visitor: VisitorActorRef }
  params: { storeSlug: string }
}

/**
 * The marketplace's checkout, under /stores/{slug}/marketplace/checkout: the slug names the store,
 * whose calls take its id.
 */
export const MARKETPLACE_CHECKOUT: ShopCheckout<MarketplaceStepMatch> = describeShop({
  api: marketplaceCheckoutApi,
  base: SHOPS.marketplace.checkoutPath,
  inStore: ({ context, params }: MarketplaceStepMatch, call) =>
    withStoreId(context.getHttp, params.storeSlug, call),
  memberOf: ({ context }: MarketplaceStepMatch) => context.visitor.getSnapshot().matches('member'),
  addressKind: SHOPS.marketplace.addressKind,
  ShopLink: MarketplaceShopLink,
  OrderLink: null,
  Notice: null,
})
