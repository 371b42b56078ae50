import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { sendVerificationEmail } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ButtonLink } from '../ui/button-link'
import { showToast } from '../ui/toast-store'
import { EMAIL_TEMPLATE, loginPageUrl } from './account-urls'
import type { Registered } from './register-form'
import { useGetHttp } from '../shared/use-http'
import { useCallFailureMessage } from '../shared/call-failure-message'
import { useForm } from '../forms/use-form'

/** After registering: the verification e-mail is on its way; it can be sent again. */
export function RegisterSent({
  registered,
  storeSlug,
}: {
  registered: Registered
  storeSlug: string
}) {
  const { t } = useLingui()
  const getHttp = useGetHttp()
  const callFailureMessage = useCallFailureMessage()
  const form = useForm({ initial: {}, source: 'account form' })
  const email = registered.email
  const heading = useRef<HTMLHeadingElement>(null)

  // The form this replaces had focus; the news is here, so focus comes here too.
  useEffect(() => heading.current?.focus(), [])

  const resend = form.submit(async () => {
    await sendVerificationEmail(await getHttp(), registered.userId, {
      login_page_url: loginPageUrl(window.location.origin, storeSlug),
      email_template_type: EMAIL_TEMPLATE,
    })
    showToast(t`We sent the e-mail again to ${email}.`, { tone: 'success' })
  })

  return (
    <section aria-labelledby="register-sent-title" className="account-form">
      <h2 id="register-sent-title" tabIndex={-1} ref={heading}>
        <Trans>Check your e-mail</Trans>
      </h2>
      <p>
        <Trans>
          We sent a link to <strong>{email}</strong>. Open it to confirm your address, then log in.
        </Trans>
      </p>
      <p>
        <Trans>No e-mail after a few minutes? Look in your spam folder, or send it again.</Trans>
      </p>
      {form.failure && <Alert tone="danger">{callFailureMessage(form.failure.error)}</Alert>}
      <div className="account-form__actions">
        <Button variant="secondary" loading={form.busy} onClick={resend}>
          <Trans>Send the e-mail again</Trans>
        </Button>
        <ButtonLink to="/stores/$storeSlug/account" params={{ storeSlug }}>
          <Trans>Go to log in</Trans>
        </ButtonLink>
      </div>
    </section>
  )
}
