import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { loadOrder } from '../../../../../features/orders/load-orders'
import { OrderPaypay } from '../../../../../features/payment/paypay-order'
import { OrderTotals } from '../../../../../features/orders/order-items'
import { ButtonLink } from '../../../../../features/ui/button-link'
import { PagePending } from '../../../../../features/live/page-pending'
import {
  PaymentReturnSearch,
  withoutPaymentReturn,
} from '../../../../../features/payment/payment-return-search'
import { pageHead } from '../../../../-page-title'
import { orderPaymentTitle } from '../../../../../features/orders/order-titles'

// Where PayPay returns to (with the return in the query), and where an unpaid PayPay order is
// paid again.
export const Route = createFileRoute('/17shop/orders/$orderId/payment/gmo-paypay')({
  validateSearch: PaymentReturnSearch,
  loader: ({ context, params }) => loadOrder(context, params.orderId),
  head: ({ matches, loaderData }) => pageHead(matches, orderPaymentTitle(loaderData)),
  pendingComponent: PagePending,
  component: OrderPaypayPage,
})

function OrderPaypayPage() {
  const order = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const returned = Route.useSearch()
  return (
    <>
      <h1>
        <Trans>Pay for order {order.slug}</Trans>
      </h1>
      <section className="order-section" aria-labelledby="paypay-title">
        <h2 id="paypay-title">
          <Trans>PayPay payment</Trans>
        </h2>
        <OrderTotals order={order} />
        <OrderPaypay
          order={order}
          returned={returned}
          clearReturn={() =>
            void navigate({
              to: '.',
              search: withoutPaymentReturn,
              replace: true,
              resetScroll: false,
            })
          }
        />
      </section>
      <ButtonLink
        to="/17shop/orders/$orderId"
        params={{ orderId: String(order.id) }}
        variant="secondary"
      >
        <Trans>Order details</Trans>
      </ButtonLink>
    </>
  )
}
