import { createFileRoute } from '@tanstack/react-router'
import { loadOrder } from '../../../../features/live/orders/load-orders'
import { OrderDetail } from '../../../../features/live/orders/order-detail'

export const Route = createFileRoute('/17shop/orders/$orderId/')({
  loader: ({ context, params }) => loadOrder(context, params.orderId),
  component: OrderPage,
})

function OrderPage() {
  return <OrderDetail order={Route.useLoaderData()} />
}
