import { createFileRoute } from '@tanstack/react-router'
import { LiveReturnSearch } from '../../../../features/live/guards/live-search'
import { loadCheckoutDone } from '../../../../features/checkout/actor/load-checkout'
import { ShopStepDone } from '../../../../features/checkout/shops/steps/done'
import { StoreLoading } from '../../../../features/storefront/store-loading'
import { LIVE_TW_CHECKOUT as shop } from '../../../../features/checkout/shops/live-tw-shop-checkout'
import { titled } from '../../../-page-title'
import { CHECKOUT_STEP_TITLES } from '../../../../features/checkout/steps/checkout-step-titles'

export const Route = createFileRoute('/17shop/tw-checkout/step-done/$orderId')({
  validateSearch: LiveReturnSearch,
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
