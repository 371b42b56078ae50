import { Outlet, useRouteContext, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LiveShopStore } from '../../api/schemas/store'
import { ButtonLink } from '../ui/button-link'
import { RouteTab, RouteTabs } from '../ui/route-tabs'
import { LiveCartLink } from './cart-link'
import { useCartCount } from './cart-count'
import { CommercialLawLink } from '../live/commercial-law-link'
import './liver-shop.css'

/** The liver's storefront: the store, its two product tabs, and the ways on to pay and to orders. */
export function LiverShopFrame({
  store,
  liverId,
  streamId,
  buyerId,
}: {
  store: LiveShopStore
  liverId: string
  streamId?: number
  /** The 17LIVE user the session is for: another buyer has another cart. */
  buyerId: string
}) {
  const { t } = useLingui()
  const getHttp = useRouteContext({ from: '__root__', select: (context) => context.getHttp })
  const path = useRouterState({ select: (state) => state.location.pathname })
  // Read on every page of the storefront and after an add, in this tab or another.
  const cartCount = useCartCount(
    getHttp,
    { shop: 'live', storeId: store.id },
    true,
    `${path} ${buyerId}`,
  )
  return (
    <>
      <header className="live-liver-shop__header">
        {store.avatar_url && (
          <img
            className="live-liver-shop__avatar"
            src={store.avatar_url}
            alt=""
            width={56}
            height={56}
          />
        )}
        <div>
          <h1 className="live-liver-shop__name">
            <bdi>{store.name}</bdi>
          </h1>
          {store.description && <p className="live-liver-shop__description">{store.description}</p>}
        </div>
      </header>
      <div className="live-liver-shop__actions">
        <LiveCartLink store={store} liverId={liverId} streamId={streamId} count={cartCount} />
        <ButtonLink to="/17shop/orders" variant="secondary">
          <Trans>Your orders</Trans>
        </ButtonLink>
      </div>
      <RouteTabs label={t`Products`}>
        <RouteTab
          to="/17shop/buyer/livers/$liverId/stream-products"
          params={{ liverId }}
          // The shop tab's keyword and page mean nothing on the stream tab.
          search={({ keyword: _keyword, page: _page, ...rest }) => rest}
        >
          <Trans>Stream products</Trans>
        </RouteTab>
        <RouteTab
          to="/17shop/buyer/livers/$liverId/shop-products"
          params={{ liverId }}
          search={true}
        >
          <Trans>Shop products</Trans>
        </RouteTab>
      </RouteTabs>
      <Outlet />
      <footer className="live-liver-shop__footer">
        <CommercialLawLink store={store} query={{ liver_id: liverId, stream_id: streamId }} />
      </footer>
    </>
  )
}
