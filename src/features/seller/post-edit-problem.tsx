import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'

/**
 * What went wrong, per post-update code (docs/errors.md#seller-post-update) and no answer at all,
 * for the seller to act on.
 */
function Explanation({ code }: { code: string }) {
  switch (code) {
    case 'VALIDATION_EXCEPTION':
      return (
        <Trans>
          A product can no longer go in the stream: it may have been deleted or moved. Reload the
          list and try again.
        </Trans>
      )
    case 'NEGATIVE_STOCK_EXCEPTION':
      return (
        <Trans>
          A product has sold more than its stock. Correct its stock in your shop before adding it to
          a stream.
        </Trans>
      )
    case 'STORE_PAYMENT_SHIPPING_UNSET':
      return (
        <Trans>
          Your shop has no payment or shipping method yet. Set both up before selling in a stream.
        </Trans>
      )
    case 'NETWORK':
      return (
        <Trans>
          We could not reach the server, so the stream may not have changed. Check your connection
          and try again.
        </Trans>
      )
    default:
      return <Trans>Something unexpected happened (code Z1). Please try again.</Trans>
  }
}

export function PostEditProblem({ code }: { code: string }) {
  const offline = code === 'NETWORK'
  return (
    <Alert
      tone={offline ? 'warning' : 'danger'}
      title={offline ? <Trans>No connection</Trans> : <Trans>The stream was not changed</Trans>}
    >
      <Explanation code={code} />
    </Alert>
  )
}
