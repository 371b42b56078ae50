import type { ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import type { Http } from '../../../api/http'
import type { LiveShopStore } from '../../../api/schemas/store'
import { CheckoutActorProvider } from '../../checkout/checkout-actor'
import { returnToThisPage } from '../../payment/return-url'
import type { CheckoutRoutes } from '../../checkout/checkout-routes'
import { liveJpCheckoutApi } from '../../checkout/live-jp-checkout-api'

/** A stream id from a link: a positive integer, else none (the order is then no stream's). */
export function streamIdOf(raw: unknown): number | null {
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The one checkout machine with the live shop's calls in Japan, for this store and the stream the
 * buyer came from. Live buyers always have an account (the live session), so e-mail and phone
 * may be left to it.
 */
export function LiveJpCheckout({
  store,
  getHttp,
  streamId,
  routes,
  children,
}: {
  store: LiveShopStore
  getHttp: () => Promise<Http>
  streamId: number | null
  routes: CheckoutRoutes
  children: ReactNode
}) {
  const onFirstStep = useRouterState({
    select: (state) => state.location.pathname.endsWith('/checkout/step-category'),
  })
  return (
    <CheckoutActorProvider
      key={store.id}
      setup={{
        api: liveJpCheckoutApi,
        getHttp,
        returnUrl: returnToThisPage,
        storeId: store.id,
        streamId,
        member: true,
      }}
      routes={routes}
      onFirstStep={onFirstStep}
    >
      {children}
    </CheckoutActorProvider>
  )
}
