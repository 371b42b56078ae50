import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Button } from './button'

/**
 * "Try again" for a part of a page that failed to load: `reset` (the error boundary's) alone only
 * re-renders, so the router's loaders and guards run again too, and they ask the server again.
 */
export function RetryButton({ reset }: { reset: () => void }) {
  const router = useRouter()
  const retry = async () => {
    reset()
    await router.invalidate()
  }
  return (
    <Button onClick={retry}>
      <Trans>Try again</Trans>
    </Button>
  )
}
