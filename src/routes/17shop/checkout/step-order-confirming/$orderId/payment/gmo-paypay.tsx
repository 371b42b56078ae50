import { createFileRoute } from '@tanstack/react-router'
import { loadCheckoutOrder } from '../../../../../../features/checkout/actor/load-checkout-order'
import { StepOrderConfirming } from '../../../../../../features/checkout/steps/step-order-confirming'
import { LiveReturnSearch } from '../../../../../../features/live/guards/live-search'
import { PagePending } from '../../../../../../features/live/page-pending'
import { titled } from '../../../../../-page-title'
import { CHECKOUT_STEP_TITLES } from '../../../../../../features/checkout/steps/checkout-step-titles'

// Japan only: an order paid by PayPay is confirmed here before paying, and PayPay returns here.
export const Route = createFileRoute(
  '/17shop/checkout/step-order-confirming/$orderId/payment/gmo-paypay',
)({
  validateSearch: LiveReturnSearch,
  loader: ({ context, params }) => loadCheckoutOrder(context, params.orderId),
  head: titled(CHECKOUT_STEP_TITLES.orderConfirming),
  pendingComponent: PagePending,
  component: ConfirmingStep,
})

function ConfirmingStep() {
  return <StepOrderConfirming order={Route.useLoaderData()} search={Route.useSearch()} />
}
