import { createFileRoute } from '@tanstack/react-router'
import { loadCheckoutCart } from '../../../../../features/checkout/actor/load-checkout'
import { ShopStepProducts } from '../../../../../features/checkout/shops/steps/products'
import { StoreLoading } from '../../../../../features/storefront/store-loading'
import { MARKETPLACE_CHECKOUT as shop } from '../../../../../features/checkout/shops/marketplace-shop-checkout'
import { titled } from '../../../../-page-title'
import { CHECKOUT_STEP_TITLES } from '../../../../../features/checkout/steps/checkout-step-titles'

export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-products')({
  loader: loadCheckoutCart(shop),
  head: titled(CHECKOUT_STEP_TITLES.products),
  pendingComponent: StoreLoading,
  component: Step,
})

function Step() {
  return <ShopStepProducts shop={shop} cart={Route.useLoaderData()} />
}
