import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLocation, useNavigate, useRouteContext, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { createActor } from 'xstate'
import type { Order } from '../../../api/schemas/order'
import { inspect } from '../../../lib/inspector'
import { paymentHosts } from '../../payment/payment-hosts'
import { returnToThisPage } from '../../payment/return-url'
import { livePaymentApi } from '../../payment/live-payment-api'
import { providePayment } from '../../payment/payment-effects'
import { PaypayPayment } from '../../payment/paypay-payment'
import { Alert } from '../../ui/alert'
import { paypayStateOf } from './paypay-state'

/** One PayPay run per order and tab, kept across the trip to PayPay (sessionStorage). */
const storageKey = (orderId: number) => `payment:paypay:${orderId}`

function startPayment(order: Order, getHttp: Parameters<typeof providePayment>[1]['getHttp']) {
  const machine = providePayment(livePaymentApi, {
    getHttp,
    storeId: order.store.id,
    returnUrl: returnToThisPage,
  })
  const input = {
    orderId: order.id,
    method: 'gmo_paypay' as const,
    allowedPaymentHosts: paymentHosts,
    appOrigin: window.location.origin,
  }
  try {
    const raw = sessionStorage.getItem(storageKey(order.id))
    if (raw) return createActor(machine, { input, inspect, snapshot: JSON.parse(raw) as never })
  } catch {
    // An unreadable or older snapshot: start afresh (the order re-read decides anyway).
  }
  return createActor(machine, { input, inspect })
}

/** The payment machine paying one unpaid PayPay order, resumed when PayPay sends the buyer back. */
function PaypayRun({ order }: { order: Order }) {
  const { getHttp } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const navigate = useNavigate()
  const location = useLocation()
  const [actor] = useState(() => startPayment(order, getHttp))
  const paid = useSelector(actor, (s) => s.matches('paid'))

  useEffect(() => {
    const save = () => {
      try {
        sessionStorage.setItem(storageKey(order.id), JSON.stringify(actor.getPersistedSnapshot()))
      } catch {
        // Storage refused: the payment goes on, only a return cannot resume it.
      }
    }
    const subscription = actor.subscribe(save)
    actor.start()
    return () => subscription.unsubscribe()
  }, [actor, order.id])

  // Back from PayPay for this order: the machine re-reads the order, then the query is dropped.
  const query = new URLSearchParams(location.searchStr)
  const returned = query.get('payment') === 'returned'
  const outcome = query.get('outcome')
  const forThisOrder = query.get('order_id') === String(order.id)
  useEffect(() => {
    if (!returned) return
    if (forThisOrder && actor.getSnapshot().matches('redirecting')) {
      actor.send({ type: 'payment.returned', outcome })
    }
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        payment: undefined,
        order_id: undefined,
        outcome: undefined,
      }),
      replace: true,
    })
  }, [actor, returned, forThisOrder, outcome, navigate])

  // Paid: the order, read again, says so too.
  useEffect(() => {
    if (paid) void router.invalidate()
  }, [paid, router])

  return <PaypayPayment payment={actor} />
}

/** An order's PayPay page: where its payment stands and, while it is unpaid, the way to pay. */
export function OrderPaypay({ order }: { order: Order }) {
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
  return <PaypayRun order={order} />
}
