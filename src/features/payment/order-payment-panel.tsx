import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Http } from '../../api/http'
import type { Order } from '../../api/schemas/order'
import type { PaymentReturn } from './payment-return-search'
import { storeAccountOf } from './store-account'
import { Alert } from '../ui/alert'
import { hasSavedRun, useOrderPaymentActor } from './order-payment-actor'
import type { PaymentShopApi } from './payment-effects'
import { isMachineMethod } from './payment-offer'
import { UnpaidOrderPayment, type PaymentOffer } from './unpaid-order-payment'

export interface OrderPaymentPanelProps {
  order: Order
  offer: PaymentOffer
  api: PaymentShopApi
  getHttp: () => Promise<Http>
  returned: PaymentReturn
  clearReturn: () => void
  onOrderChanged: () => void
  paypay?: ReactNode
}

function Panel({ order, offer, paypay, ...place }: OrderPaymentPanelProps) {
  const payment = order.payment
  const method = payment && isMachineMethod(payment.type) ? payment.type : 'gmo_credit'
  const actor = useOrderPaymentActor({
    ...place,
    orderId: order.id,
    storeId: order.store.id,
    method,
  })
  return (
    <UnpaidOrderPayment
      payment={actor}
      offer={offer}
      account={payment ? storeAccountOf(payment) : null}
      paypay={paypay}
    />
  )
}

/**
 * The payment part of an unpaid order's page. A new run starts whenever the order's payment
 * changes (read again after a payment, a method change, new numbers). A payment a provider is
 * still deciding is not offered again from a fresh page: the order says when it is settled.
 */
export function OrderPaymentPanel(props: OrderPaymentPanelProps) {
  const payment = props.order.payment
  if (payment?.status === 'approving' && !hasSavedRun(props.order.id)) {
    return (
      <Alert tone="warning" title={<Trans>The payment is being confirmed</Trans>}>
        <Trans>
          Do not pay again: the payment provider is still deciding. Reload this page later.
        </Trans>
      </Alert>
    )
  }
  const key = `${payment?.type}:${payment?.status}:${String(payment?.updated_at)}`
  return <Panel key={key} {...props} />
}
