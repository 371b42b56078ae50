import { createFileRoute, redirect } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '../../../../../api/client/results'
import {
  PaymentReturnSearch,
  withoutPaymentReturn,
} from '../../../../../features/payment/payment-return-search'
import {
  loadMarketplaceOrderPage,
  marketplaceOrderShop,
} from '../../../../../features/orders/marketplace-order-shop'
import { OrderPage } from '../../../../../features/orders/order-page'
import { StoreLoading } from '../../../../../features/storefront/store-loading'
import { ButtonLink } from '../../../../../features/ui/button-link'

/** Order ids are numeric; anything else, or an order that is not this member's, is not found. */
const ORDER_ID = /^[1-9]\d{0,15}$/

// A provider (3-D Secure) sends the buyer back here with the return in the query.
export const Route = createFileRoute('/stores/$storeSlug/marketplace/orders/$orderId')({
  validateSearch: PaymentReturnSearch,
  beforeLoad: ({ params }) => {
    if (!ORDER_ID.test(params.orderId)) {
      throw redirect({ to: '/error/not-found', search: { store: params.storeSlug }, replace: true })
    }
  },
  loader: async ({ context, params }) => {
    try {
      return await loadMarketplaceOrderPage(await context.getHttp(), Number(params.orderId))
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
  const navigate = Route.useNavigate()
  return (
    <OrderPage
      shop={marketplaceOrderShop}
      data={Route.useLoaderData()}
      returned={Route.useSearch()}
      clearReturn={() =>
        void navigate({ to: '.', search: withoutPaymentReturn, replace: true, resetScroll: false })
      }
      back={
        <ButtonLink
          to="/stores/$storeSlug/marketplace/orders"
          params={{ storeSlug }}
          variant="secondary"
        >
          <Trans>Back to your orders</Trans>
        </ButtonLink>
      }
    />
  )
}
