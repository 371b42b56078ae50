import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { resetPassword } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ButtonLink } from '../ui/button-link'
import { TextField } from '../ui/text-field'
import { showToast } from '../ui/toast-store'
import { useCallFailureMessage } from './failure-messages'
import { useProblemMessage } from './field-messages'
import { useFocusFirstInvalid } from './focus-first-invalid'
import { checkNewPassword, PASSWORD_MIN_LENGTH, type FieldProblem } from './form-rules'
import { useGetHttp } from './use-http'

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
  const problemMessage = useProblemMessage()
  const callFailureMessage = useCallFailureMessage()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<FieldProblem>()
  const [refused, setRefused] = useState(false)
  const [linkSpent, setLinkSpent] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [form, focusFirstInvalid] = useFocusFirstInvalid()
  const min = PASSWORD_MIN_LENGTH

  const submit = async () => {
    setFailure(undefined)
    setRefused(false)
    const found = checkNewPassword(password)
    setProblem(found)
    if (found) return focusFirstInvalid()
    try {
      const result = await resetPassword(await getHttp(), { password, token })
      if (result.ok) {
        showToast(t`Your password has been changed. Log in with the new one.`, { tone: 'success' })
        return navigate({ to: '/stores/$storeSlug/account', params: { storeSlug }, replace: true })
      }
      // The server names what it refused: the token (used or expired meanwhile) or the password.
      const data =
        result.kind === 'http' && result.error.code === 'VALIDATION_EXCEPTION'
          ? result.error.data
          : {}
      if (data.token) return setLinkSpent(true)
      setRefused(true)
      focusFirstInvalid()
    } catch (error) {
      setFailure(callFailureMessage(error))
    }
  }

  if (linkSpent) return <ResetLinkInvalid storeSlug={storeSlug} />
  const error = refused
    ? t`This password was not accepted. Use at least ${min} characters.`
    : problemMessage(problem)

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event: FormEvent) => event.preventDefault()}
      className="account-form"
      aria-labelledby="reset-title"
    >
      <h2 id="reset-title">
        <Trans>Set a new password</Trans>
      </h2>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <TextField
        label={t`New password`}
        description={t`At least ${min} characters.`}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value)
          setProblem(undefined)
          setRefused(false)
        }}
        error={error}
      />
      <Button type="submit" block onClick={submit}>
        <Trans>Save the new password</Trans>
      </Button>
    </form>
  )
}
