import { useState } from 'react'
import { useLocation, useRouteContext, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { payWithPaypay } from '../../../api/live-shop-v1/pay'
import { payOutcome, type PayOutcome } from '../../../api/shared/pay'
import type { PaypayErrorBody, ValidationErrorBody } from '../../../api/schemas/error-body'
import type { Order } from '../../../api/schemas/order'
import { reportError } from '../../../lib/report-error'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { OrderTotals } from '../../orders/order-items'
import {
  isAllowedPaymentRedirect,
  PAYMENT_HOSTS,
} from '../../../../machines/payment/payment-redirect'
import { PaypayProblemMessage, type PaypayProblem } from './paypay-problem'
import { paypayStateOf } from './paypay-state'

type Outcome = PayOutcome<PaypayErrorBody | ValidationErrorBody>

function problemOf(outcome: Exclude<Outcome, { kind: 'redirect' }>): PaypayProblem {
  switch (outcome.kind) {
    case 'refused':
      return { kind: 'refused', code: outcome.error.code, data: outcome.error.data }
    case 'unknown':
      return { kind: 'unknown' }
    case 'settled':
    case 'invalid':
      return { kind: 'refused', code: 'UNKNOWN' }
  }
}

/**
 * The PayPay step of an order: where its payment stands and, while it is unpaid, the way to
 * PayPay's page. The browser leaves only for an allow-listed payment page
 * (docs/reliability.md#redirects).
 */
export function PaypayPanel({ order }: { order: Order }) {
  const { getHttp } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const location = useLocation()
  // PayPay sends the buyer back here with `outcome` (paid, canceled) in the query.
  const returned = new URLSearchParams(location.searchStr).get('outcome')
  const [problem, setProblem] = useState<PaypayProblem>()
  const state = paypayStateOf(order)

  const start = async () => {
    setProblem(undefined)
    const http = await getHttp()
    const back = new URLSearchParams(location.searchStr)
    back.delete('outcome')
    back.delete('order_id')
    const query = back.toString()
    const redirectUrl = new URL(
      `${location.pathname}${query ? `?${query}` : ''}`,
      window.location.origin,
    ).href
    const outcome: Outcome = payOutcome(
      await payWithPaypay(http, order.id, { redirect_url: redirectUrl }),
      (data) => data.form_url,
    )
    if (outcome.kind !== 'redirect') {
      setProblem(problemOf(outcome))
      // The answer may be stale (paid meanwhile): show the order as it is now.
      if (outcome.kind !== 'invalid') await router.invalidate()
      return
    }
    if (!isAllowedPaymentRedirect(outcome.url, PAYMENT_HOSTS, window.location.origin)) {
      reportError(new Error('PayPay form_url is not an allowed payment page'), { url: outcome.url })
      setProblem({ kind: 'unsafe' })
      return
    }
    window.location.assign(outcome.url)
    // Stays busy while the browser leaves.
    await new Promise(() => {})
  }

  return (
    <section className="live-order-section" aria-labelledby="paypay-title">
      <h2 id="paypay-title">
        <Trans>PayPay payment</Trans>
      </h2>
      <OrderTotals order={order} />
      {state === 'paid' && (
        <Alert tone="success" title={<Trans>Paid with PayPay</Trans>}>
          <Trans>Thank you. The shop has your payment and will prepare your order.</Trans>
        </Alert>
      )}
      {state === 'not-paypay' && (
        <Alert tone="info">
          <Trans>This order is not paid with PayPay.</Trans>
        </Alert>
      )}
      {state === 'closed' && (
        <Alert tone="warning">
          <Trans>This order can no longer be paid.</Trans>
        </Alert>
      )}
      {state === 'payable' && returned === 'canceled' && !problem && (
        <Alert tone="info">
          <Trans>You left PayPay without paying. The order is still waiting for its payment.</Trans>
        </Alert>
      )}
      {problem && <PaypayProblemMessage problem={problem} />}
      {state === 'payable' && (
        <div className="live-order-actions">
          <p>
            <Trans>
              This order is waiting for its PayPay payment. You will go to PayPay and come back
              here.
            </Trans>
          </p>
          <Button onClick={start}>
            <Trans>Pay with PayPay</Trans>
          </Button>
        </div>
      )}
    </section>
  )
}
