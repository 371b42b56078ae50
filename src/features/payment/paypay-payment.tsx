import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ButtonAnchor } from '../ui/button-link'
import { Spinner } from '../ui/spinner'
import type { ProvidedPaymentMachine } from './payment-effects'
import { PaypayProblem } from './paypay-problem'
import './payment.css'

type PaymentActor = ActorRefFrom<ProvidedPaymentMachine>

/**
 * Paying an order with PayPay, as the payment machine decides (the checkout's confirming step and
 * an unpaid order's PayPay page alike): one PayPay page per tap, only an allow-listed one, the
 * return re-read from the order; cancelled, refused or undecided each with a way on.
 */
export function PaypayPayment({ payment }: { payment: PaymentActor }) {
  const snapshot = useSelector(payment, (s) => s)
  const { error, redirectUrl } = snapshot.context
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
        action={
          <Button variant="secondary" onClick={() => payment.send({ type: 'payment.retry' })}>
            <Trans>Try PayPay again</Trans>
          </Button>
        }
      />
    )
  }
  if (snapshot.matches('pending')) {
    return (
      <Alert
        tone="warning"
        title={<Trans>The payment is being confirmed</Trans>}
        action={
          snapshot.matches({ pending: 'undecided' }) && (
            <div className="payment-actions">
              <Button variant="secondary" onClick={() => payment.send({ type: 'payment.recheck' })}>
                <Trans>Check again</Trans>
              </Button>
              {redirectUrl && (
                <ButtonAnchor variant="ghost" href={redirectUrl}>
                  <Trans>Continue in PayPay</Trans>
                </ButtonAnchor>
              )}
            </div>
          )
        }
      >
        <Trans>Do not pay again: we are checking whether this payment went through.</Trans>
      </Alert>
    )
  }
  if (snapshot.matches('redirecting')) {
    // Shown while the browser leaves, and to a buyer who came Back without deciding there. The
    // link is the page the machine's redirect guard allowed.
    return (
      <Alert
        tone="info"
        title={<Trans>Taking you to PayPay</Trans>}
        action={
          <div className="payment-actions">
            {redirectUrl && (
              <ButtonAnchor href={redirectUrl}>
                <Trans>Continue in PayPay</Trans>
              </ButtonAnchor>
            )}
            <Button
              variant="secondary"
              onClick={() => payment.send({ type: 'payment.returned', outcome: null })}
            >
              <Trans>Check the payment instead</Trans>
            </Button>
          </div>
        }
      >
        <Trans>
          If PayPay did not open, or you came back without deciding, continue there or check whether
          the payment went through.
        </Trans>
      </Alert>
    )
  }
  if (snapshot.matches('checking')) {
    return (
      <p role="status">
        <Spinner size="small" /> <Trans>Checking the payment…</Trans>
      </p>
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
