import { createFileRoute } from '@tanstack/react-router'
import { loadShippingAndPayment } from '../../../../../features/checkout/actor/load-checkout'
import { ShopStepShippingAndPayment } from '../../../../../features/checkout/shops/steps/shipping-and-payment'
import { StoreLoading } from '../../../../../features/storefront/store-loading'
import { MARKETPLACE_CHECKOUT as shop } from '../../../../../features/checkout/shops/marketplace-shop-checkout'
import { titled } from '../../../../-page-title'
import { CHECKOUT_STEP_TITLES } from '../../../../../features/checkout/steps/checkout-step-titles'

export const Route = createFileRoute(
  '/stores/$storeSlug/marketplace/checkout/step-shipping-and-payment',
)({
  loader: loadShippingAndPayment(shop),
  head: titled(CHECKOUT_STEP_TITLES.shippingAndPayment),
  pendingComponent: StoreLoading,
  component: Step,
})

function Step() {
  return <ShopStepShippingAndPayment shop={shop} data={Route.useLoaderData()} />
}
