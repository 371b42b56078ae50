import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { PaymentReturnSearch } from '../../../../features/payment/payment-return-search'
import { loadOrderPage } from '../../../../features/orders/load-orders'
import { PagePending } from '../../../../features/live/page-pending'
import { liveOrderShop } from '../../../../features/orders/live-order-shop'
import { OrderPage } from '../../../../features/orders/order-page'
import { ButtonLink } from '../../../../features/ui/button-link'
import { pageHead } from '../../../-page-title'
import { orderTitle } from '../../../../features/orders/order-titles'

// A provider (3-D Secure, PayUni) sends the buyer back here with the return in the query.
export const Route = createFileRoute('/17shop/orders/$orderId/')({
  validateSearch: PaymentReturnSearch,
  loader: ({ context, params }) => loadOrderPage(context, params.orderId),
  head: ({ matches, loaderData }) => pageHead(matches, orderTitle(loaderData?.order)),
  pendingComponent: PagePending,
  component: OrderRoute,
})

function OrderRoute() {
  const { orderId } = Route.useParams()
  return (
    <OrderPage
      shop={liveOrderShop}
      data={Route.useLoaderData()}
      returned={Route.useSearch()}
      paypay={
        <ButtonLink to="/17shop/orders/$orderId/payment/gmo-paypay" params={{ orderId }}>
          <Trans>Pay with PayPay</Trans>
        </ButtonLink>
      }
      back={
        <ButtonLink to="/17shop/orders" variant="secondary">
          <Trans>All your orders</Trans>
        </ButtonLink>
      }
    />
  )
}
