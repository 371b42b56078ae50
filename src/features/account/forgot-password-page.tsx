import { Trans } from '@lingui/react/macro'
import { ForgotPasswordRequest } from './forgot-password-request'
import { ForgotPasswordReset, ResetLinkInvalid } from './forgot-password-reset'
import './account.css'

interface ForgotPasswordPageProps {
  storeSlug: string
  /** From the reset e-mail's link, when the page was opened from it. */
  token: string | undefined
  /** What the server said of the token; undefined without one. */
  tokenValid: boolean | undefined
}

/** /forget-password: ask for the e-mail, or, from its link, set the new password. */
export function ForgotPasswordPage({ storeSlug, token, tokenValid }: ForgotPasswordPageProps) {
  return (
    <div className="account-page">
      <h1>
        <Trans>Forgotten password</Trans>
      </h1>
      {token === undefined ? (
        <ForgotPasswordRequest storeSlug={storeSlug} />
      ) : tokenValid ? (
        <ForgotPasswordReset storeSlug={storeSlug} token={token} />
      ) : (
        <ResetLinkInvalid storeSlug={storeSlug} />
      )}
    </div>
  )
}
