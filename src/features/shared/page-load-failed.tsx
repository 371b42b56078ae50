import { Trans } from '@lingui/react/macro'
import { Alert } from '../ui/alert'
import { RetryButton } from '../ui/retry-button'

/**
 * A page whose data could not be loaded (a store's page, its commercial-law notice); trying
 * again runs the loader again.
 */
export function PageLoadFailed({ network, reset }: { network: boolean; reset: () => void }) {
  return (
    <Alert
      tone="danger"
      title={<Trans>This page could not be loaded</Trans>}
      action={<RetryButton reset={reset} />}
    >
      {network ? (
        <Trans>We could not reach the shop. Check your connection and try again.</Trans>
      ) : (
        <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
      )}
    </Alert>
  )
}
