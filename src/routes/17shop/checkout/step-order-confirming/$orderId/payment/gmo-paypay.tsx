import { createFileRoute } from '@tanstack/react-router'
import { loadCheckoutOrder } from '../../../../../../features/live/checkout/load-checkout'
import { PaypayPanel } from '../../../../../../features/live/payment/paypay-panel'
import { PagePending } from '../../../../../../features/live/page-pending'

// Japan only: an order paid by PayPay is confirmed here, and PayPay returns here.
export const Route = createFileRoute(
  '/17shop/checkout/step-order-confirming/$orderId/payment/gmo-paypay',
)({
  loader: ({ context, params }) => loadCheckoutOrder(context, params.orderId),
  pendingComponent: PagePending,
  component: PaypayStep,
})

function PaypayStep() {
  return <PaypayPanel order={Route.useLoaderData()} />
}
