import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { emailExists, register } from '../../api/marketplace-v2/account'
import { reportUnexpected } from '../../api/client/report-unexpected'
import { Button } from '../ui/button'
import { AccountForm } from './account-form'
import { EMAIL_TEMPLATE, loginPageUrl } from './account-urls'
import { EmailField } from './email-field'
import { useFieldMessage } from '../forms/field-messages'
import { check, type FieldKind, type FieldProblem } from '../forms/field-rules'
import { useForm } from '../forms/use-form'
import { validateRegister, type RegisterValues } from './form-rules'
import { NameFields } from './name-fields'
import { NewPasswordField, usePasswordRefusedMessage } from './new-password-field'
import { useGetHttp } from '../shared/use-http'

export interface Registered {
  userId: number
  email: string
}

type Fields = keyof RegisterValues
/** What the server refused: the e-mail is taken, or a field it names broke its rules. */
type Refusal = { field: Fields; kind: 'email-exists' | 'refused' }

const FIELDS: readonly Fields[] = ['last_name', 'first_name', 'email', 'password']

function refusalOf(data: Record<string, string[]>): Refusal | undefined {
  const field = FIELDS.find((name) => data[name] !== undefined)
  return field && { field, kind: 'refused' }
}

interface RegisterFormProps {
  storeSlug: string
  onRegistered: (registered: Registered) => void
}

const KINDS = {
  first_name: 'name',
  last_name: 'name',
  email: 'email',
  password: 'newPassword',
} as const satisfies Record<Fields, FieldKind>

/** Register: names, e-mail and password; the verification e-mail follows. */
export function RegisterForm({ storeSlug, onRegistered }: RegisterFormProps) {
  const { t } = useLingui()
  const getHttp = useGetHttp()
  const problemMessage = useFieldMessage()
  const passwordRefused = usePasswordRefusedMessage()
  const form = useForm<RegisterValues, FieldProblem>({
    initial: { first_name: '', last_name: '', email: '', password: '' },
    check: validateRegister,
    recheck: 'untilEdited',
    source: 'account form',
  })
  const { holder } = form
  const { values } = form
  const [refusal, setRefusal] = useState<Refusal>()
  // An address the server said has an account (asked when the field is left), until it changes.
  const [taken, setTaken] = useState<string>()
  const emailTaken =
    refusal?.kind === 'email-exists' ||
    (taken !== undefined && taken === values.email.trim() && refusal?.field !== 'email')

  const fieldError = (field: Fields) => {
    if (field === 'email' && emailTaken)
      return t`An account already uses this e-mail address. Log in, or use another address.`
    if (refusal?.field !== field) return problemMessage(form.error(field), { kind: KINDS[field] })
    return field === 'password'
      ? passwordRefused
      : t`This was not accepted. Check it and try again.`
  }

  const change = (field: Fields) => (value: string) => {
    form.set(field)(value)
    if (refusal?.field === field) setRefusal(undefined)
  }

  // Asked once the address is typed, so the buyer hears at once that they already have an
  // account; the register call still decides.
  const askTaken = async () => {
    const email = values.email.trim()
    if (check('email', email) !== undefined || email === taken) return
    try {
      const answer = await emailExists(await getHttp(), { email })
      if (answer.email_exists) setTaken(email)
    } catch (error) {
      reportUnexpected(error, { source: 'register', call: 'v2.emailExists' })
    }
  }

  const send = form.submit(async () => {
    const email = values.email.trim()
    if (email === taken) return form.focusFirstInvalid()
    const result = await register(await getHttp(), {
      ...values,
      email,
      locale: 'ja',
      register_from: 'web_marketplace',
      login_page_url: loginPageUrl(window.location.origin, storeSlug),
      email_template_type: EMAIL_TEMPLATE,
    })
    if (result.ok) return onRegistered({ userId: result.data.user_id, email })
    if (result.kind === 'invalid-input') return form.fail(result)
    // A 4xx answer means the e-mail exists, unless the server names another field.
    const error = result.error
    const named = error.code === 'VALIDATION_EXCEPTION' ? refusalOf(error.data ?? {}) : undefined
    setRefusal(named ?? { field: 'email', kind: 'email-exists' })
    form.focusFirstInvalid()
  })
  const submit = () => {
    setRefusal(undefined)
    send()
  }

  return (
    <AccountForm ref={holder} title={<Trans>Create an account</Trans>} callFailure={form.failure}>
      <NameFields
        values={values}
        errors={{ last_name: fieldError('last_name'), first_name: fieldError('first_name') }}
        onChange={(field, value) => change(field)(value)}
      />
      <EmailField
        value={values.email}
        onChange={change('email')}
        onBlur={() => void askTaken()}
        error={fieldError('email')}
      />
      {emailTaken && (
        <p className="account-form__aside account-form__ways">
          <Link to="/stores/$storeSlug/account" params={{ storeSlug }}>
            <Trans>Log in</Trans>
          </Link>
          <Link to="/stores/$storeSlug/forget-password" params={{ storeSlug }}>
            <Trans>Reset your password</Trans>
          </Link>
        </p>
      )}
      <NewPasswordField
        label={t`Password`}
        value={values.password}
        onChange={change('password')}
        error={fieldError('password')}
      />
      <Button type="submit" block loading={form.busy} onClick={submit}>
        <Trans>Register</Trans>
      </Button>
    </AccountForm>
  )
}
