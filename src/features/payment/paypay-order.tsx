import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { Order } from '../../api/schemas/order'
import { useDropPaymentReturn } from './drop-payment-return'
import { livePaymentApi } from './live-payment-api'
import { useOrderPaymentActor } from './order-payment-actor'
import type { PaymentReturn } from './payment-return-search'
import { PaypayPayment } from './paypay-payment'
import { useGetHttp } from '../shared/use-http'
import { Alert } from '../ui/alert'
import { paypayStateOf } from './paypay-state'

interface PaypayPlace {
  /** What PayPay's return left in the page's query. */
  returned: PaymentReturn
  /** Drops the return from the address once the payment run has been told. */
  clearReturn: () => void
}

/**
 * The one payment machine paying an unpaid PayPay order, as on every order payment page: resumed
 * from this tab's run of the order when PayPay sends the buyer back; the order, read again when
 * the run ends, says it is paid.
 */
function PaypayRun({ order, returned }: { order: Order; returned: PaymentReturn }) {
  const router = useRouter()
  const actor = useOrderPaymentActor({
    api: livePaymentApi,
    getHttp: useGetHttp(),
    orderId: order.id,
    storeId: order.store.id,
    method: 'gmo_paypay',
    returned,
    onOrderChanged: () => router.invalidate(),
  })
  return <PaypayPayment payment={actor} />
}

/** An order's PayPay page: where its payment stands and, while it is unpaid, the way to pay. */
export function OrderPaypay({ order, returned, clearReturn }: { order: Order } & PaypayPlace) {
  useDropPaymentReturn(returned, clearReturn)
  const state = paypayStateOf(order)
  if (state === 'paid') {
    return (
      <Alert tone="success" title={<Trans>Paid with PayPay</Trans>}>
        <Trans>Thank you. The shop has your payment and will prepare your order.</Trans>
      </Alert>
    )
  }
  if (state === 'not-paypay') {
    return (
      <Alert tone="info">
        <Trans>This order is not paid with PayPay.</Trans>
      </Alert>
    )
  }
  if (state === 'closed') {
    return (
      <Alert tone="warning">
        <Trans>This order can no longer be paid.</Trans>
      </Alert>
    )
  }
  return <PaypayRun order={order} returned={returned} />
}
