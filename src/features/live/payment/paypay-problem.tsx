import { Trans } from '@lingui/react/macro'
import { Alert } from '../../ui/alert'

export type PaypayProblem =
  | { kind: 'refused'; code: string; data?: unknown }
  /** No trustworthy answer (5xx, network): nothing is known to have happened. */
  | { kind: 'unknown' }
  /** The answer pointed somewhere that is not a payment page on the allow-list. */
  | { kind: 'unsafe' }

function reportCodeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('report_code' in data)) return undefined
  return typeof data.report_code === 'string' ? data.report_code : undefined
}

/** The PayPay codes (docs/errors.md#paypay), each in words a buyer can act on. */
export function PaypayProblemMessage({ problem }: { problem: PaypayProblem }) {
  if (problem.kind === 'unknown') {
    return (
      <Alert tone="warning" title={<Trans>PayPay did not answer</Trans>}>
        <Trans>Nothing was charged. Please try again in a moment.</Trans>
      </Alert>
    )
  }
  if (problem.kind === 'unsafe') {
    return (
      <Alert tone="danger" title={<Trans>PayPay could not be opened</Trans>}>
        <Trans>
          The payment page we were given is not one we trust, so we stayed here. Nothing was
          charged.
        </Trans>
      </Alert>
    )
  }
  switch (problem.code) {
    case 'INVALID_PAYMENT_TYPE':
      return (
        <Alert tone="danger">
          <Trans>This order is not paid with PayPay.</Trans>
        </Alert>
      )
    case 'GMO_PAYMENT_EXCEPTION': {
      const reportCode = reportCodeOf(problem.data) ?? '-'
      return (
        <Alert tone="danger" title={<Trans>PayPay refused the payment</Trans>}>
          <Trans>
            The payment deadline may have passed. If you contact the shop, quote code {reportCode}.
          </Trans>
        </Alert>
      )
    }
    case 'VALIDATION_EXCEPTION':
      return (
        <Alert tone="danger">
          <Trans>This order can no longer be paid.</Trans>
        </Alert>
      )
    default:
      return (
        <Alert tone="danger" title={<Trans>PayPay could not be started</Trans>}>
          <Trans>Something unexpected happened (code Z1). Please try again.</Trans>
        </Alert>
      )
  }
}
