import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { liveTwCheckoutApi } from '../../../../features/checkout/live-tw-checkout-api'
import { loadDoneOrder } from '../../../../features/checkout/load-done-order'
import { usePaymentReturn } from '../../../../features/checkout/payment-return'
import {
  PaymentReturnSearch,
  withoutPaymentReturn,
} from '../../../../features/payment/payment-return-search'
import { StepDone } from '../../../../features/checkout/step-done'
import { LiveLinkSearch } from '../../../../features/live/guards/live-search'
import { PagePending } from '../../../../features/live/page-pending'
import { ButtonLink } from '../../../../features/ui/button-link'

// The last step: the order the machine placed, how it is paid or is to be paid, what comes next.
// 3-D Secure sends the buyer back here with the return in the query.
export const Route = createFileRoute('/17shop/tw-checkout/step-done/$orderId')({
  validateSearch: v.object({ ...LiveLinkSearch.entries, ...PaymentReturnSearch.entries }),
  loader: async ({ context, params }) =>
    loadDoneOrder(liveTwCheckoutApi, await context.getHttp(), context.store.id, params.orderId),
  pendingComponent: PagePending,
  component: DoneStep,
})

function DoneStep() {
  const { orderId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  usePaymentReturn(orderId, search, () => {
    void navigate({ to: '.', search: withoutPaymentReturn, replace: true, resetScroll: false })
  })
  return (
    <StepDone
      order={Route.useLoaderData()}
      orderLink={
        <ButtonLink to="/17shop/orders/$orderId" params={{ orderId }} variant="secondary">
          <Trans>Order details</Trans>
        </ButtonLink>
      }
      continueLink={
        search.liver_id !== undefined && (
          <ButtonLink
            to="/17shop/buyer/livers/$liverId"
            params={{ liverId: String(search.liver_id) }}
          >
            <Trans>Continue shopping</Trans>
          </ButtonLink>
        )
      }
    />
  )
}
