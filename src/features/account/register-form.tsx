import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { register } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { EmailField } from './email-field'
import { EMAIL_TEMPLATE, loginPageUrl } from './account-urls'
import { useCallFailureMessage } from './failure-messages'
import { useProblemMessage } from './field-messages'
import { useFocusFirstInvalid } from './focus-first-invalid'
import {
  hasProblems,
  PASSWORD_MIN_LENGTH,
  validateRegister,
  type FieldProblems,
  type RegisterValues,
} from './form-rules'
import { NameFields } from './name-fields'
import { useGetHttp } from './use-http'

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

/** Register (spec 5): names, e-mail and password; the verification e-mail follows. */
export function RegisterForm({
  storeSlug,
  onRegistered,
}: {
  storeSlug: string
  onRegistered: (registered: Registered) => void
}) {
  const { t } = useLingui()
  const getHttp = useGetHttp()
  const problemMessage = useProblemMessage()
  const callFailureMessage = useCallFailureMessage()
  const [values, setValues] = useState<RegisterValues>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  })
  const [problems, setProblems] = useState<FieldProblems<Fields>>({})
  const [refusal, setRefusal] = useState<Refusal>()
  const [failure, setFailure] = useState<string>()
  const [form, focusFirstInvalid] = useFocusFirstInvalid()
  const min = PASSWORD_MIN_LENGTH

  const fieldError = (field: Fields) => {
    if (refusal?.field === field) {
      if (refusal.kind === 'email-exists')
        return t`An account already uses this e-mail address. Log in, or use another address.`
      return field === 'password'
        ? t`This password was not accepted. Use at least ${min} characters.`
        : t`This was not accepted. Check it and try again.`
    }
    return problemMessage(problems[field])
  }

  const change = (field: Fields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (refusal?.field === field) setRefusal(undefined)
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async () => {
    setFailure(undefined)
    setRefusal(undefined)
    const found = validateRegister(values)
    setProblems(found)
    if (hasProblems(found)) return focusFirstInvalid()
    try {
      const result = await register(await getHttp(), {
        ...values,
        email: values.email.trim(),
        locale: 'ja',
        register_from: 'web_marketplace',
        login_page_url: loginPageUrl(window.location.origin, storeSlug),
        email_template_type: EMAIL_TEMPLATE,
      })
      if (result.ok)
        return onRegistered({ userId: result.data.user_id, email: values.email.trim() })
      if (result.kind === 'invalid-input') return setFailure(callFailureMessage(result))
      // Spec 5: a 4xx answer means the e-mail exists, unless the server names another field.
      const named =
        result.kind === 'http' && result.error.code === 'VALIDATION_EXCEPTION'
          ? refusalOf(result.error.data)
          : undefined
      setRefusal(named ?? { field: 'email', kind: 'email-exists' })
      focusFirstInvalid()
    } catch (error) {
      setFailure(callFailureMessage(error))
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault()

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="register-title"
      className="account-form"
    >
      <h2 id="register-title">
        <Trans>Create an account</Trans>
      </h2>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <NameFields
        values={values}
        errors={{ last_name: fieldError('last_name'), first_name: fieldError('first_name') }}
        onChange={(field, value) => change(field)(value)}
      />
      <EmailField value={values.email} onChange={change('email')} error={fieldError('email')} />
      <TextField
        label={t`Password`}
        description={t`At least ${min} characters.`}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => change('password')(event.target.value)}
        error={fieldError('password')}
      />
      <Button type="submit" block onClick={submit}>
        <Trans>Register</Trans>
      </Button>
    </form>
  )
}
