import { createFileRoute } from '@tanstack/react-router'
import { loadCheckoutCart } from '../../../features/checkout/actor/load-checkout'
import { ShopStepProducts } from '../../../features/checkout/shops/steps/products'
import { StoreLoading } from '../../../features/storefront/store-loading'
import { LIVE_JP_CHECKOUT as shop } from '../../../features/checkout/shops/live-jp-shop-checkout'
import { titled } from '../../-page-title'
import { CHECKOUT_STEP_TITLES } from '../../../features/checkout/steps/checkout-step-titles'
import { networkActor } from '../../../features/layout/network-actor'

export const Route = createFileRoute('/17shop/checkout/step-products')({
  loader: loadCheckoutCart(shop),
  head: titled(CHECKOUT_STEP_TITLES.products),
  pendingComponent: StoreLoading,
  component: Step,
})

function Step() {
  const context = Route.useRouteContext()
  const params = Route.useParams()
  // The stream sells out and closes sales while the buyer chooses: the cart is followed.
  const read = () => loadCheckoutCart(shop)({ context, params })
  return (
    <ShopStepProducts
      shop={shop}
      cart={Route.useLoaderData()}
      follow={{ read, network: networkActor() }}
    />
  )
}
