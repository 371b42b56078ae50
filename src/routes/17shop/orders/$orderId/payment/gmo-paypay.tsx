import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { loadOrder } from '../../../../../features/live/orders/load-orders'
import { OrderPaypay } from '../../../../../features/live/payment/order-paypay'
import { OrderTotals } from '../../../../../features/orders/order-items'
import { ButtonLink } from '../../../../../features/ui/button-link'
import { PagePending } from '../../../../../features/live/page-pending'

// Where PayPay returns to, and where an unpaid PayPay order is paid again.
export const Route = createFileRoute('/17shop/orders/$orderId/payment/gmo-paypay')({
  loader: ({ context, params }) => loadOrder(context, params.orderId),
  pendingComponent: PagePending,
  component: OrderPaypayPage,
})

function OrderPaypayPage() {
  const order = Route.useLoaderData()
  return (
    <>
      <h1>
        <Trans>Pay for order {order.slug}</Trans>
      </h1>
      <section className="live-order-section" aria-labelledby="paypay-title">
        <h2 id="paypay-title">
          <Trans>PayPay payment</Trans>
        </h2>
        <OrderTotals order={order} />
        <OrderPaypay order={order} />
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
