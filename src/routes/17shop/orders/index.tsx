import { createFileRoute } from '@tanstack/react-router'
import { PageSearch } from '../../../features/live/paging/page-search'
import { loadOrders } from '../../../features/orders/load-orders'
import { LiveOrderList } from '../../../features/orders/live-order-shop'
import { PagePending } from '../../../features/live/page-pending'
import { redirectPastLastPage } from '../../../features/shared/page-beyond-last'
import { titled } from '../../-page-title'
import { ORDERS_TITLE } from '../../../features/orders/order-titles'

export const Route = createFileRoute('/17shop/orders/')({
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, deps, location }) => {
    const list = await loadOrders(context, deps)
    redirectPastLastPage(list.meta, location)
    return list
  },
  head: titled(ORDERS_TITLE),
  pendingComponent: PagePending,
  component: OrdersPage,
})

function OrdersPage() {
  return <LiveOrderList list={Route.useLoaderData()} />
}
