import { useLingui } from '@lingui/react/macro'
import { useCallFailureMessage } from '../shared/call-failure-message'

/**
 * The visitor machine's login failures (docs/errors.md#login), plus no answer and anything
 * unexpected.
 */
export function useLoginErrorMessage(): (code: string) => string {
  const { t } = useLingui()
  const callFailure = useCallFailureMessage()
  return (code) => {
    switch (code) {
      case 'EMAIL_OR_PASSWORD_INCORRECT':
        return t`The e-mail address or password is incorrect. Check them and try again.`
      case 'PASSPORT_TOKEN_EXPIRED_OR_INVALID':
        return t`This login link has expired or is not valid. Log in with your e-mail address and password instead.`
      case 'NETWORK':
        return callFailure('network')
      default:
        return t`We could not log you in. Please try again in a moment.`
    }
  }
}
