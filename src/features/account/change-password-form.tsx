import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { changePassword } from '../../api/marketplace-v2/account'
import type { ChangePasswordErrorCode } from '../../api/schemas/error-codes'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { showToast } from '../ui/toast-store'
import { AccountForm, useFormFailure } from './account-form'
import { useFocusFirstInvalid } from '../shared/focus-first-invalid'
import { FIELD_LIMITS } from '../forms/field-rules'
import { useGetHttp } from '../shared/use-http'

type Field = 'old_password' | 'new_password'

/** Which field each change-password code is about (docs/errors.md#change-password). */
export const CHANGE_PASSWORD_FIELD: Record<ChangePasswordErrorCode, Field> = {
  OLD_PASSWORD_REQUIRED: 'old_password',
  WRONG_PASSWORD: 'old_password',
  NEW_PASSWORD_REQUIRED: 'new_password',
  NEW_PASSWORD_TOO_SHORT: 'new_password',
}

function useCodeMessage(): (code: ChangePasswordErrorCode) => string {
  const { t } = useLingui()
  const min = FIELD_LIMITS.passwordMin
  return (code) => {
    switch (code) {
      case 'OLD_PASSWORD_REQUIRED':
        return t`Enter your current password.`
      case 'WRONG_PASSWORD':
        return t`This is not your current password. Check it and try again.`
      case 'NEW_PASSWORD_REQUIRED':
        return t`Enter a new password.`
      case 'NEW_PASSWORD_TOO_SHORT':
        return t`The new password is too short. Use at least ${min} characters.`
    }
  }
}

/**
 * Change password. The rules are the server's (the API does not say its minimum length), so the
 * form sends what was typed and shows the server's answer (one of four codes) on the field it is
 * about.
 */
export function ChangePasswordForm() {
  const { t } = useLingui()
  const getHttp = useGetHttp()
  const codeMessage = useCodeMessage()
  const { failure, attempt, fail } = useFormFailure()
  const [values, setValues] = useState<Record<Field, string>>({
    old_password: '',
    new_password: '',
  })
  const [refusal, setRefusal] = useState<ChangePasswordErrorCode>()
  const [form, focusFirstInvalid] = useFocusFirstInvalid()

  const fields = [
    { name: 'old_password', label: t`Current password`, autoComplete: 'current-password' },
    { name: 'new_password', label: t`New password`, autoComplete: 'new-password' },
  ] as const

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (refusal && CHANGE_PASSWORD_FIELD[refusal] === field) setRefusal(undefined)
  }

  const submit = () =>
    attempt(async () => {
      setRefusal(undefined)
      const result = await changePassword(await getHttp(), values)
      if (result.ok) {
        setValues({ old_password: '', new_password: '' })
        return showToast(t`Your password has been changed.`, { tone: 'success' })
      }
      if (result.kind === 'http' && result.error.code !== 'UNKNOWN') {
        setRefusal(result.error.code)
        return focusFirstInvalid()
      }
      fail(result)
    })

  return (
    <AccountForm ref={form} title={<Trans>Change password</Trans>} failure={failure}>
      {fields.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={label}
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => change(name)(event.target.value)}
          error={
            refusal && CHANGE_PASSWORD_FIELD[refusal] === name ? codeMessage(refusal) : undefined
          }
        />
      ))}
      <Button type="submit" onClick={submit}>
        <Trans>Change password</Trans>
      </Button>
    </AccountForm>
  )
}
