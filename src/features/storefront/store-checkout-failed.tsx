import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'
import { RetryButton } from '../ui/retry-button'
import { useCallFailureMessage } from '../shared/call-failure-message'

/**
 * Checkout could not start because no guest session could be made (no connection, or the
 * server failed). Nothing is lost: the cart is on the server, so trying again (the guard asks
 * again) is all it takes.
 */
export function StoreCheckoutFailed({ code, reset }: { code: string; reset: () => void }) {
  const failureMessage = useCallFailureMessage()
  return (
    <Alert
      tone="danger"
      title={<Trans>Checkout could not start</Trans>}
      action={<RetryButton reset={reset} />}
    >
      {failureMessage(code === 'NETWORK' ? 'network' : code)}
    </Alert>
  )
}
