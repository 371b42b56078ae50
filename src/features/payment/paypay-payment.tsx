import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { PaypayProblem } from './paypay-problem'
import { ProviderRedirectNotice } from './provider-redirect-notice'
import type { PaymentActor } from './payment-actor'
import './payment.css'

/**
 * Paying an order with PayPay, as the payment machine decides (the checkout's confirming step and
 * an unpaid order's PayPay page alike): one PayPay page per tap, only an allow-listed one, the
 * return re-read from the order; cancelled, refused or undecided each with a way on.
 */
export function PaypayPayment({ payment }: { payment: PaymentActor }) {
  const snapshot = useSelector(payment, (s) => s)
  const { error, refusal } = snapshot.context
  const submit = () => payment.send({ type: 'payment.submit' })

  if (snapshot.matches('paid')) {
    return (
      <Alert tone="success" title={<Trans>Paid with PayPay</Trans>}>
        <Trans>Thank you. The shop has your payment and will prepare your order.</Trans>
      </Alert>
    )
  }
  if (snapshot.matches('declined')) {
    return (
      <PaypayProblem
        code={error ?? 'UNKNOWN'}
        refusal={refusal}
        action={
          <Button variant="secondary" onClick={() => payment.send({ type: 'payment.retry' })}>
            <Trans>Try PayPay again</Trans>
          </Button>
        }
      />
    )
  }
  if (snapshot.hasTag('atProvider')) {
    return (
      <ProviderRedirectNotice
        payment={payment}
        words={{
          leaving: <Trans>Taking you to PayPay</Trans>,
          explanation: (
            <Trans>
              If PayPay did not open, or you came back without deciding, continue there or check
              whether the payment went through.
            </Trans>
          ),
          continueLabel: <Trans>Continue in PayPay</Trans>,
        }}
      />
    )
  }
  return (
    <>
      <p>
        <Trans>You will go to PayPay to pay, then come back here.</Trans>
      </p>
      <div className="payment-actions">
        <Button loading={snapshot.matches('paying')} onClick={submit}>
          <Trans>Pay with PayPay</Trans>
        </Button>
      </div>
    </>
  )
}
