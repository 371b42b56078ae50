import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { sendResetPasswordEmail } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { AccountForm } from './account-form'
import { EMAIL_TEMPLATE, resetPasswordPageUrl } from './account-urls'
import { EmailField } from './email-field'
import { useFieldMessage } from '../forms/field-messages'
import { check, type FieldProblem } from '../forms/field-rules'
import { useForm } from '../forms/use-form'
import { useGetHttp } from '../shared/use-http'

/** Asks for the reset e-mail; its link comes back to this page with `?token=`. */
export function ForgotPasswordRequest({ storeSlug }: { storeSlug: string }) {
  const getHttp = useGetHttp()
  const problemMessage = useFieldMessage()
  const form = useForm<{ email: string }, FieldProblem>({
    initial: { email: '' },
    check: (values) => ({ email: check('email', values.email) }),
    recheck: 'untilEdited',
    source: 'account form',
  })
  const { email } = form.values
  const { holder } = form
  const [sentTo, setSentTo] = useState<string>()

  const submit = form.submit(async () => {
    await sendResetPasswordEmail(await getHttp(), {
      email: email.trim(),
      reset_password_page_url: resetPasswordPageUrl(window.location.origin, storeSlug),
      email_template_type: EMAIL_TEMPLATE,
    })
    setSentTo(email.trim())
  })

  return (
    <AccountForm ref={holder} title={<Trans>Reset your password</Trans>} callFailure={form.failure}>
      <p>
        <Trans>
          Enter the e-mail address of your account. We will send you a link to set a new password.
        </Trans>
      </p>
      {sentTo && (
        // The same words whether or not an account has the address: only its owner learns more.
        <Alert tone="success">
          <Trans>
            If an account uses {sentTo}, we have sent it a link. Open the link to set a new
            password.
          </Trans>
        </Alert>
      )}
      <EmailField
        value={email}
        onChange={form.set('email')}
        error={problemMessage(form.error('email'), { kind: 'email' })}
      />
      <Button type="submit" block loading={form.busy} onClick={submit}>
        {sentTo ? <Trans>Send the link again</Trans> : <Trans>Send the link</Trans>}
      </Button>
    </AccountForm>
  )
}
