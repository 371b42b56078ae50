import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { PaymentRefusal } from '../../../machines/payment/payment-types'
import { Alert } from '../ui/alert'
import { SupportReference } from './refusal-detail'

/**
 * Why a PayPay payment did not go through, in words a buyer can act on: the PayPay codes
 * (docs/errors.md), the payment machine's own (a refused redirect, a payment the order says was
 * not completed), else the unknown-error message with code Z1. Nothing was charged in any case.
 */
export function PaypayProblem({
  code,
  refusal = null,
  action,
}: {
  code: string
  /** The refusal's details: GMO's report code is shown as a reference for support. */
  refusal?: PaymentRefusal | null
  action?: ReactNode
}) {
  switch (code) {
    case 'PAYMENT_NOT_COMPLETED':
    case 'PAYMENT_FAILED':
      return (
        <Alert
          tone="info"
          title={<Trans>The PayPay payment was not completed</Trans>}
          action={action}
        >
          <Trans>Nothing was charged. The order is still waiting for its payment.</Trans>
        </Alert>
      )
    case 'UNSAFE_REDIRECT':
      return (
        <Alert tone="danger" title={<Trans>PayPay could not be opened</Trans>} action={action}>
          <Trans>
            The payment page we were given is not one we trust, so we stayed here. Nothing was
            charged.
          </Trans>
        </Alert>
      )
    case 'INVALID_PAYMENT_TYPE':
      return (
        <Alert tone="danger">
          <Trans>This order is not paid with PayPay.</Trans>
        </Alert>
      )
    case 'GMO_PAYMENT_EXCEPTION':
      return (
        <Alert tone="danger" title={<Trans>PayPay refused the payment</Trans>} action={action}>
          <Trans>The payment deadline may have passed. Nothing was charged.</Trans>
          <SupportReference refusal={refusal} />
        </Alert>
      )
    case 'VALIDATION_EXCEPTION':
      return (
        <Alert tone="danger">
          <Trans>This order can no longer be paid.</Trans>
        </Alert>
      )
    default:
      return (
        <Alert tone="danger" title={<Trans>PayPay could not be started</Trans>} action={action}>
          <Trans>Something unexpected happened (code Z1). Please try again.</Trans>
        </Alert>
      )
  }
}
