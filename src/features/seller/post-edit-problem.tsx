import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'

/** Spec 8's post-update codes, plus no answer at all, in words the seller can act on. */
export function PostEditProblem({ code }: { code: string }) {
  switch (code) {
    case 'VALIDATION_EXCEPTION':
      return (
        <Alert tone="danger" title={<Trans>The stream was not changed</Trans>}>
          <Trans>
            A product can no longer go in the stream: it may have been deleted or moved. Reload the
            list and try again.
          </Trans>
        </Alert>
      )
    case 'NEGATIVE_STOCK_EXCEPTION':
      return (
        <Alert tone="danger" title={<Trans>The stream was not changed</Trans>}>
          <Trans>
            A product has sold more than its stock. Correct its stock in your shop before adding it
            to a stream.
          </Trans>
        </Alert>
      )
    case 'STORE_PAYMENT_SHIPPING_UNSET':
      return (
        <Alert tone="danger" title={<Trans>The stream was not changed</Trans>}>
          <Trans>
            Your shop has no payment or shipping method yet. Set both up before selling in a stream.
          </Trans>
        </Alert>
      )
    case 'NETWORK':
      return (
        <Alert tone="warning" title={<Trans>No connection</Trans>}>
          <Trans>
            We could not reach the server, so the stream may not have changed. Check your connection
            and try again.
          </Trans>
        </Alert>
      )
    default:
      return (
        <Alert tone="danger" title={<Trans>The stream was not changed</Trans>}>
          <Trans>Something unexpected happened (code Z1). Please try again.</Trans>
        </Alert>
      )
  }
}
