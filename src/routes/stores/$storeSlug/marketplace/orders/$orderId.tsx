import { createFileRoute, redirect } from '@tanstack/react-router'
import { isApiError } from '../../../../../api/client/results'
import { getOrder } from '../../../../../api/marketplace-v2/orders'
import { MemberOrderDetail } from '../../../../../features/account/member-order-detail'
import { StoreLoading } from '../../../../../features/storefront/store-loading'

/** Order ids are numeric; anything else, or an order that is not this member's, is not found. */
const ORDER_ID = /^[1-9]\d{0,15}$/

export const Route = createFileRoute('/stores/$storeSlug/marketplace/orders/$orderId')({
  beforeLoad: ({ params }) => {
    if (!ORDER_ID.test(params.orderId)) {
      throw redirect({ to: '/error/not-found', search: { store: params.storeSlug }, replace: true })
    }
  },
  loader: async ({ context, params }) => {
    try {
      return await getOrder(await context.getHttp(), Number(params.orderId))
    } catch (error) {
      if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
        throw redirect({
          to: '/error/not-found',
          search: { store: params.storeSlug },
          replace: true,
        })
      }
      throw error
    }
  },
  pendingComponent: StoreLoading,
  component: OrderRoute,
})

function OrderRoute() {
  const { storeSlug } = Route.useParams()
  return <MemberOrderDetail order={Route.useLoaderData()} storeSlug={storeSlug} />
}
