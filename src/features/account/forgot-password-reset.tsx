import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { resetPassword } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ButtonLink } from '../ui/button-link'
import { showToast } from '../ui/toast-store'
import { AccountForm } from './account-form'
import { useFieldMessage } from '../forms/field-messages'
import { check, type FieldProblem } from '../forms/field-rules'
import { useForm } from '../forms/use-form'
import { NewPasswordField, usePasswordRefusedMessage } from './new-password-field'
import { useGetHttp } from '../shared/use-http'

/** The reset link no longer works: say so, and offer a new one. */
export function ResetLinkInvalid({ storeSlug }: { storeSlug: string }) {
  return (
    <div className="account-form">
      <Alert tone="danger" title={<Trans>This link no longer works</Trans>}>
        <Trans>
          Password reset links work once and expire after a while. Ask for a new one below.
        </Trans>
      </Alert>
      <ButtonLink to="/stores/$storeSlug/forget-password" params={{ storeSlug }} search={{}}>
        <Trans>Ask for a new link</Trans>
      </ButtonLink>
    </div>
  )
}

/** A valid reset link: the new password, then on to the login tab. */
export function ForgotPasswordReset({ storeSlug, token }: { storeSlug: string; token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const getHttp = useGetHttp()
  const problemMessage = useFieldMessage()
  const refusedMessage = usePasswordRefusedMessage()
  const form = useForm<{ password: string }, FieldProblem | 'refused'>({
    initial: { password: '' },
    check: (values) => ({ password: check('newPassword', values.password) }),
    recheck: 'untilEdited',
    source: 'account form',
  })
  const { holder } = form
  const { password } = form.values
  const [linkSpent, setLinkSpent] = useState(false)

  const problem = form.error('password')

  const submit = form.submit(async () => {
    const result = await resetPassword(await getHttp(), { password, token })
    if (result.ok) {
      showToast(t`Your password has been changed. Log in with the new one.`, { tone: 'success' })
      return navigate({ to: '/stores/$storeSlug/account', params: { storeSlug }, replace: true })
    }
    // The server names what it refused: the token (used or expired meanwhile) or the password.
    const error = result.kind === 'http' ? result.error : undefined
    if (error?.code === 'VALIDATION_EXCEPTION' && error.data?.token) return setLinkSpent(true)
    form.refuse({ password: 'refused' })
  })

  if (linkSpent) return <ResetLinkInvalid storeSlug={storeSlug} />

  return (
    <AccountForm ref={holder} title={<Trans>Set a new password</Trans>} callFailure={form.failure}>
      <NewPasswordField
        label={t`New password`}
        value={password}
        onChange={form.set('password')}
        error={
          problem === 'refused' ? refusedMessage : problemMessage(problem, { kind: 'newPassword' })
        }
      />
      <Button type="submit" block loading={form.busy} onClick={submit}>
        <Trans>Save the new password</Trans>
      </Button>
    </AccountForm>
  )
}
