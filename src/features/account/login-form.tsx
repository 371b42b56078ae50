import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { AccountForm } from './account-form'
import { EmailField } from './email-field'
import { useLoginErrorMessage } from './failure-messages'
import { useFieldMessage } from '../forms/field-messages'
import type { FieldProblem } from '../forms/field-rules'
import { useForm } from '../forms/use-form'
import { validateLogin, type LoginValues } from './form-rules'

interface LoginFormProps {
  visitor: VisitorActorRef
  storeSlug: string
  /** A login already sent (a passport token from the link) whose failure this form shows. */
  passportAttempted?: boolean
}

/**
 * Log in by e-mail and password. The visitor machine does the login; this form checks the e-mail
 * first, shows the machine's answer and keeps what was typed. What happens after a success is the
 * page's business (it watches the visitor become a member).
 */
export function LoginForm({ visitor, storeSlug, passportAttempted = false }: LoginFormProps) {
  const { t } = useLingui()
  const problemMessage = useFieldMessage()
  const loginErrorMessage = useLoginErrorMessage()
  const busy = useSelector(visitor, (snapshot) => snapshot.matches('loggingIn'))
  const loginError = useSelector(visitor, (snapshot) => snapshot.context.loginError)
  const form = useForm<LoginValues, FieldProblem>({
    initial: { email: '', password: '' },
    check: validateLogin,
    recheck: 'untilEdited',
  })
  const { holder } = form
  const { values } = form
  const [attempted, setAttempted] = useState(passportAttempted)

  // The button refuses presses while busy; the machine ignores a second login anyway.
  const submit = form.submit(() => {
    setAttempted(true)
    visitor.send({
      type: 'visitor.login',
      credentials: { email: values.email.trim(), password: values.password },
    })
  })

  const serverError = attempted && !busy && loginError ? loginErrorMessage(loginError) : undefined

  return (
    <AccountForm ref={holder} title={<Trans>Log in</Trans>} failure={serverError}>
      <EmailField
        value={values.email}
        onChange={form.set('email')}
        error={problemMessage(form.error('email'), { kind: 'email' })}
      />
      <TextField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => form.set('password')(event.target.value)}
        error={problemMessage(form.error('password'), { kind: 'password' })}
      />
      <Button type="submit" block loading={busy} onClick={submit}>
        <Trans>Log in</Trans>
      </Button>
      <p className="account-form__aside">
        <Link to="/stores/$storeSlug/forget-password" params={{ storeSlug }}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
    </AccountForm>
  )
}
