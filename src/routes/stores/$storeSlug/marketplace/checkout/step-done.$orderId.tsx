import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../../../../features/ui/button-link'
import { StepDone } from '../../../../../features/checkout/step-done'
import { loadDoneOrder } from '../../../../../features/checkout/load-done-order'
import { marketplaceCheckoutApi } from '../../../../../features/checkout/marketplace-checkout-api'
import { usePaymentReturn } from '../../../../../features/checkout/payment-return'
import { PaymentReturnSearch } from '../../../../../features/payment/payment-return-search'

// Step 4: the order the machine placed; its convenience-store account, if any, is the order's (so a
// reload shows it). No order to read is the machine's to handle: it moves the URL. 3-D Secure sends
// the buyer back here with the return in the query (features/checkout/payment-return).
export const Route = createFileRoute('/stores/$storeSlug/marketplace/checkout/step-done/$orderId')({
  validateSearch: PaymentReturnSearch,
  loader: async ({ context, params }) =>
    loadDoneOrder(
      marketplaceCheckoutApi,
      await context.getHttp(),
      params.storeSlug,
      params.orderId,
    ),
  component: DoneRoute,
})

function DoneRoute() {
  const { storeSlug, orderId } = Route.useParams()
  usePaymentReturn(orderId, Route.useSearch())
  return (
    <StepDone
      order={Route.useLoaderData()}
      continueLink={
        <ButtonLink to="/stores/$storeSlug/marketplace" params={{ storeSlug }}>
          <Trans>Continue shopping</Trans>
        </ButtonLink>
      }
    />
  )
}
