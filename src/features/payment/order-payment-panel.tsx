import { useCallback, useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { Http } from '../../api/http'
import type { Order } from '../../api/schemas/order'
import type { PaymentReturn } from './payment-return-search'
import { storeAccountOf } from './store-account'
import { Alert } from '../ui/alert'
import { hasSavedRun, useOrderPaymentActor } from './order-payment-actor'
import type { PaymentShopApi } from './payment-effects'
import { isPaymentMethod, type PaymentMethod } from '../../../machines/payment/payment-methods'
import { UnpaidOrderPayment, type PaymentOffer } from './unpaid-order-payment'
import { SavedRemovalProvider } from '../wallet/saved-removal'
import type { WalletItem } from '../../../machines/wallet/wallet.machine'

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

function Panel({
  order,
  offer,
  paypay,
  method,
  ...place
}: OrderPaymentPanelProps & { method: PaymentMethod }) {
  const payment = order.payment
  const actor = useOrderPaymentActor({
    ...place,
    orderId: order.id,
    storeId: order.store.id,
    method,
  })
  const router = useRouter()
  const removal = {
    api: place.api,
    getHttp: place.getHttp,
    // The run lets go of a removed card at once, before the card list (which drops it at once
    // too) tells the machine what is left, so its default is chosen from the cards still saved;
    // then the page reads what is saved again.
    onRemoved: (item: WalletItem) => {
      if (item.kind === 'card') actor.send({ type: 'payment.card.removed', cardId: item.id })
      void router.invalidate()
    },
  }
  return (
    <SavedRemovalProvider place={removal}>
      <UnpaidOrderPayment
        payment={actor}
        offer={offer}
        account={payment ? storeAccountOf(payment) : null}
        paypay={paypay}
      />
    </SavedRemovalProvider>
  )
}

/**
 * The payment part of an unpaid order's page. A new run starts whenever the order is read again
 * (after a payment, a method change, new numbers), resuming a run still under way. A payment a provider is
 * still deciding is not offered again from a fresh page: the order says when it is settled.
 */
export function OrderPaymentPanel(props: OrderPaymentPanelProps) {
  const payment = props.order.payment
  // Only an order the payment machine pays has a panel (loadPaymentOffer offers nothing else).
  const method = payment?.type
  if (!isPaymentMethod(method)) return null
  if (payment?.status === 'approving' && !hasSavedRun(props.order.id)) {
    return (
      <Alert tone="warning" title={<Trans>The payment is being confirmed</Trans>}>
        <Trans>
          Do not pay again: the payment provider is still deciding. Reload this page later.
        </Trans>
      </Alert>
    )
  }
  return <Runs {...props} method={method} />
}

/** Each run of the machine ends with the order read again; the next run starts from what it says. */
function Runs(props: OrderPaymentPanelProps & { method: PaymentMethod }) {
  const [run, setRun] = useState(0)
  const { onOrderChanged } = props
  const changed = useCallback(async () => {
    await onOrderChanged()
    setRun((current) => current + 1)
  }, [onOrderChanged])
  return <Panel key={run} {...props} onOrderChanged={changed} />
}
