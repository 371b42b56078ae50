import { createFileRoute } from '@tanstack/react-router'
import { liveTwCheckoutApi } from '../../../../features/checkout/live-tw-checkout-api'
import { loadLiveDoneOrder } from '../../../../features/checkout/load-live-done-order'
import { LiveStepDone } from '../../../../features/checkout/live-step-done'
import { LiveReturnSearch } from '../../../../features/live/guards/live-search'
import { PagePending } from '../../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/tw-checkout/step-done/$orderId')({
  validateSearch: LiveReturnSearch,
  loader: loadLiveDoneOrder(liveTwCheckoutApi),
  pendingComponent: PagePending,
  component: DoneStep,
})

function DoneStep() {
  const { orderId } = Route.useParams()
  return <LiveStepDone orderId={orderId} search={Route.useSearch()} order={Route.useLoaderData()} />
}
