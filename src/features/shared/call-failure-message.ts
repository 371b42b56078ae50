import { useLingui } from '@lingui/react/macro'
import { isApiError } from '../../api/client/results'

/**
 * A call that failed without an answer to show: no connection (an ApiError of kind network, or
 * the word 'network' from code that already knows), or the server's fault.
 */
export function useCallFailureMessage(): (error: unknown) => string {
  const { t } = useLingui()
  return (error) =>
    error === 'network' || (isApiError(error) && error.failure.kind === 'network')
      ? t`We could not reach the shop. Check your connection and try again.`
      : t`Something went wrong on our side. Please try again in a moment.`
}
