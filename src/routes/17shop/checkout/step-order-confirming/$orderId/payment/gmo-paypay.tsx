import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadCheckoutOrder } from '../../../../../../features/live/checkout/load-checkout-order'
import { StepOrderConfirming } from '../../../../../../features/live/checkout/step-order-confirming'
import {
  PaymentReturnSearch,
  withoutPaymentReturn,
} from '../../../../../../features/payment/payment-return-search'
import { LiveLinkSearch } from '../../../../../../features/live/guards/live-search'
import { PagePending } from '../../../../../../features/live/page-pending'

// Japan only: an order paid by PayPay is confirmed here before paying, and PayPay returns here.
export const Route = createFileRoute(
  '/17shop/checkout/step-order-confirming/$orderId/payment/gmo-paypay',
)({
  validateSearch: v.object({ ...LiveLinkSearch.entries, ...PaymentReturnSearch.entries }),
  loader: ({ context, params }) => loadCheckoutOrder(context, params.orderId),
  pendingComponent: PagePending,
  component: ConfirmingStep,
})

function ConfirmingStep() {
  const navigate = Route.useNavigate()
  return (
    <StepOrderConfirming
      order={Route.useLoaderData()}
      search={Route.useSearch()}
      clearReturn={() =>
        void navigate({ to: '.', search: withoutPaymentReturn, replace: true, resetScroll: false })
      }
    />
  )
}
