import { useCallback, useState, type ReactNode } from 'react'
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
  /** Reads the order again; the promise settles once the page shows it. */
  onOrderChanged: () => Promise<void>
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
 * The payment part of an unpaid order's page. A new run starts whenever the order is read again
 * (after a payment, a method change, new numbers), resuming a run still under way. A payment a provider is
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
  return <Runs {...props} />
}

/** Each run of the machine ends with the order read again; the next run starts from what it says. */
function Runs(props: OrderPaymentPanelProps) {
  const [run, setRun] = useState(0)
  const { onOrderChanged } = props
  const changed = useCallback(async () => {
    await onOrderChanged()
    setRun((current) => current + 1)
  }, [onOrderChanged])
  return <Panel key={run} {...props} onOrderChanged={changed} />
}
