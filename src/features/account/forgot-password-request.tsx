import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { sendResetPasswordEmail } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { AccountForm, useFormFailure } from './account-form'
import { EMAIL_TEMPLATE, resetPasswordPageUrl } from './account-urls'
import { EmailField } from './email-field'
import { useFieldMessage } from '../forms/field-messages'
import { useFocusFirstInvalid } from '../shared/focus-first-invalid'
import { check, type FieldProblem } from '../forms/field-rules'
import { useGetHttp } from '../shared/use-http'

/** Asks for the reset e-mail; its link comes back to this page with `?token=`. */
export function ForgotPasswordRequest({ storeSlug }: { storeSlug: string }) {
  const getHttp = useGetHttp()
  const problemMessage = useFieldMessage()
  const { failure, attempt } = useFormFailure()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<FieldProblem>()
  const [sentTo, setSentTo] = useState<string>()
  const [form, focusFirstInvalid] = useFocusFirstInvalid()

  const submit = () =>
    attempt(async () => {
      const found = check('email', email)
      setProblem(found)
      if (found) return focusFirstInvalid()
      await sendResetPasswordEmail(await getHttp(), {
        email: email.trim(),
        reset_password_page_url: resetPasswordPageUrl(window.location.origin, storeSlug),
        email_template_type: EMAIL_TEMPLATE,
      })
      setSentTo(email.trim())
    })

  return (
    <AccountForm ref={form} title={<Trans>Reset your password</Trans>} failure={failure}>
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
        onChange={(value) => {
          setEmail(value)
          setProblem(undefined)
        }}
        error={problemMessage(problem, { kind: 'email' })}
      />
      <Button type="submit" block onClick={submit}>
        {sentTo ? <Trans>Send the link again</Trans> : <Trans>Send the link</Trans>}
      </Button>
    </AccountForm>
  )
}
