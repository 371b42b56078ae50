import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'

/** The store's notice could not be loaded; trying again runs the loader again. */
export function IntroduceFailed({ network, reset }: { network: boolean; reset: () => void }) {
  const router = useRouter()
  const retry = async () => {
    reset()
    await router.invalidate()
  }
  return (
    <Alert
      tone="danger"
      title={<Trans>This page could not be loaded</Trans>}
      action={
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {network ? (
        <Trans>We could not reach the shop. Check your connection and try again.</Trans>
      ) : (
        <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
      )}
    </Alert>
  )
}
