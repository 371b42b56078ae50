import { useLingui } from '@lingui/react/macro'
import { isSessionChangedError } from '../../api/client/session-guard'

/**
 * What a form says of a write that was not sent because the account stored on this device
 * changed since the page was built (docs/reliability.md#one-person-per-screen): the form keeps
 * what was typed, the tab has read the session again, and the person checks and sends again.
 * `of` words only that failure (nothing for any other, which the form words as it always does).
 */
export function useHeldBackMessage() {
  const { t } = useLingui()
  const text = t`Not sent: the account logged in on this phone changed in another tab, so the page was read again. Check what you entered and try again.`
  return {
    text,
    of: (error: unknown): string | undefined => (isSessionChangedError(error) ? text : undefined),
  }
}
