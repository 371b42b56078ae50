import { createFileRoute } from '@tanstack/react-router'
import { liveJpCheckoutApi } from '../../../../features/checkout/live-jp-checkout-api'
import { loadLiveDoneOrder } from '../../../../features/checkout/load-live-done-order'
import { LiveStepDone } from '../../../../features/checkout/live-step-done'
import { LiveReturnSearch } from '../../../../features/live/guards/live-search'
import { PagePending } from '../../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/checkout/step-done/$orderId')({
  validateSearch: LiveReturnSearch,
  loader: loadLiveDoneOrder(liveJpCheckoutApi),
  pendingComponent: PagePending,
  component: DoneStep,
})

function DoneStep() {
  const { orderId } = Route.useParams()
  return <LiveStepDone orderId={orderId} search={Route.useSearch()} order={Route.useLoaderData()} />
}
