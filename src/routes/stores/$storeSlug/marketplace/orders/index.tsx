import { createFileRoute } from '@tanstack/react-router'
import { listBuyerOrders } from '../../../../../api/marketplace-v2/orders'
import { MemberOrders } from '../../../../../features/account/member-orders'
import { StoreLoading } from '../../../../../features/storefront/store-loading'
import { withStoreId } from '../../../../../features/storefront/store-current'
import { PageSearch } from '../../-page-search'
import { requireMember } from '../../-member-guard'
import { redirectPastLastPage } from '../../../../../features/shared/page-beyond-last'
import { titled } from '../../../../-page-title'
import { ORDERS_TITLE } from '../../../../../features/orders/order-titles'

export const Route = createFileRoute('/stores/$storeSlug/marketplace/orders/')({
  validateSearch: PageSearch,
  beforeLoad: requireMember,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps, location }) => {
    const http = await context.getHttp()
    const list = await withStoreId(context.getHttp, params.storeSlug, (storeId) =>
      listBuyerOrders(http, storeId, { page: deps.page }),
    )
    redirectPastLastPage(list.meta, location)
    return list
  },
  head: titled(ORDERS_TITLE),
  pendingComponent: StoreLoading,
  component: OrdersRoute,
})

function OrdersRoute() {
  const { storeSlug } = Route.useParams()
  return <MemberOrders orders={Route.useLoaderData()} storeSlug={storeSlug} />
}
