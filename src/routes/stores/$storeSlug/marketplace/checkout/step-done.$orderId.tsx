import { createFileRoute } from '@tanstack/react-router'
import { PaymentReturnSearch } from '../../../../../features/payment/payment-return-search'
import { loadCheckoutDone } from '../../../../../features/checkout/actor/load-checkout'
import { ShopStepDone } from '../../../../../features/checkout/shops/steps/done'
import { StoreLoading } from '../../../../../features/storefront/store-loading'
import { MARKETPLACE_CHECKOUT as shop } from '../../../../../features/checkout/shops/marketplace-shop-checkout'
import { titled } from '../../../../-page-title'
import { CHECKOUT_STEP_TITLES } from '../../../../../features/checkout/steps/checkout-step-titles'

export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-done/$orderId')({
  validateSearch: PaymentReturnSearch,
  loader: loadCheckoutDone(shop),
  head: titled(CHECKOUT_STEP_TITLES.done),
  pendingComponent: StoreLoading,
  component: Step,
})

function Step() {
  const { orderId } = Route.useParams()
  return (
    <ShopStepDone
      shop={shop}
      orderId={orderId}
      search={Route.useSearch()}
      order={Route.useLoaderData()}
    />
  )
}
