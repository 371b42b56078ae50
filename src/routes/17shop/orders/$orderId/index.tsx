import { createFileRoute } from '@tanstack/react-router'
import { loadOrder } from '../../../../features/live/orders/load-orders'
import { OrderDetail } from '../../../../features/live/orders/order-detail'
import { PagePending } from '../../../../features/live/page-pending'

export const Route = createFileRoute('/17shop/orders/$orderId/')({
  loader: ({ context, params }) => loadOrder(context, params.orderId),
  pendingComponent: PagePending,
  component: OrderPage,
})

function OrderPage() {
  return <OrderDetail order={Route.useLoaderData()} />
}
