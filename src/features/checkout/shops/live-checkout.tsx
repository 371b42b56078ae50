import { Outlet, useRouterState } from '@tanstack/react-router'
import type { Http } from '../../../api/http'
import type { LiveShopStore } from '../../../api/schemas/store'
import type { LiveShopUser } from '../../../api/schemas/live-user'
import { CheckoutActorProvider } from '../actor/checkout-actor'
import { returnToThisPage } from '../../payment/return-url'
import { StoreCurrency } from '../../shared/store-price'
import type { ShopCheckout } from './shop-checkout'
import { CheckoutFrame } from './checkout-frame'
import type { LiveLinkQuery } from '../../live/keep-query'

/** A stream id from a link: a positive integer, else none (the order is then no stream's). */
export function streamIdOf(raw: unknown): number | null {
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The one checkout machine with the live shop's calls of a region (Japan or Taiwan), for this
 * store and the stream the buyer came from, in the checkout's frame with the current step below.
 * Live buyers always have an account (the live session), so e-mail and phone may be left to it
 * where the shop allows (Taiwan asks everyone).
 */
export function LiveCheckout({
  shop: { api, routes },
  context: { store, liveUser, getHttp },
  search,
}: {
  /** The shop: Japan's (PayPay, JP addresses) or Taiwan's (home delivery, PayUni). */
  shop: ShopCheckout<never>
  /** What the checkout's guard found: the store, the buyer, and the session's client. */
  context: { store: LiveShopStore; liveUser: LiveShopUser; getHttp: () => Promise<Http> }
  /** The link's stream, credited with the order. */
  search: LiveLinkQuery
}) {
  // Another buyer's link opened on this tab is another checkout: never the previous buyer's.
  const person = `live:${liveUser['17_user'].user_id}`
  const onFirstStep = useRouterState({
    select: (state) => state.location.pathname.endsWith('checkout/step-category'),
  })
  return (
    <CheckoutFrame store={store} query={search}>
      <CheckoutActorProvider
        key={`${store.id}:${person}`}
        setup={{
          api,
          getHttp,
          returnUrl: returnToThisPage,
          orderPage: (orderId) => `/17shop/orders/${orderId}`,
          storeId: store.id,
          streamId: streamIdOf(search.stream_id),
          member: true,
          person,
        }}
        routes={routes}
        onFirstStep={onFirstStep}
      >
        <StoreCurrency value={store.currency}>
          <Outlet />
        </StoreCurrency>
      </CheckoutActorProvider>
    </CheckoutFrame>
  )
}
