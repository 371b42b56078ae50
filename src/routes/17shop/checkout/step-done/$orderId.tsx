import { createFileRoute } from '@tanstack/react-router'
import { loadCheckoutOrder } from '../../../../features/live/checkout/load-checkout'
import { OrderPlaced } from '../../../../features/live/checkout/order-placed'
import { PagePending } from '../../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/checkout/step-done/$orderId')({
  loader: ({ context, params }) => loadCheckoutOrder(context, params.orderId),
  pendingComponent: PagePending,
  component: DoneStep,
})

function DoneStep() {
  return <OrderPlaced order={Route.useLoaderData()} />
}
