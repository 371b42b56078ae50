import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { useCallFailureMessage } from '../shared/call-failure-message'

/**
 * Checkout could not start because no guest session could be made (no connection, or the
 * server failed). Nothing is lost: the cart is on the server, so trying again is all it takes.
 */
export function StoreCheckoutFailed({ code, reset }: { code: string; reset: () => void }) {
  const router = useRouter()
  const failureMessage = useCallFailureMessage()
  // reset() alone re-renders; invalidate() also runs the guard again, which asks again.
  const retry = async () => {
    reset()
    await router.invalidate()
  }
  return (
    <Alert
      tone="danger"
      title={<Trans>Checkout could not start</Trans>}
      action={
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {failureMessage(code === 'NETWORK' ? 'network' : code)}
    </Alert>
  )
}
