import { Trans, useLingui } from '@lingui/react/macro'
import { changePassword } from '../../api/marketplace-v2/account'
import type { ChangePasswordErrorCode } from '../../api/schemas/error-codes'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { showToast } from '../ui/toast-store'
import { AccountForm } from './account-form'
import { FIELD_LIMITS } from '../forms/field-rules'
import { useForm } from '../forms/use-form'
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
  const form = useForm<Record<Field, string>, ChangePasswordErrorCode>({
    initial: { old_password: '', new_password: '' },
    source: 'account form',
  })
  const { holder } = form

  const fields = [
    { name: 'old_password', label: t`Current password`, autoComplete: 'current-password' },
    { name: 'new_password', label: t`New password`, autoComplete: 'new-password' },
  ] as const

  const submit = form.submit(async (values) => {
    const result = await changePassword(await getHttp(), values)
    if (result.ok) {
      form.reset()
      return showToast(t`Your password has been changed.`, { tone: 'success' })
    }
    if (result.kind === 'http' && result.error.code !== 'UNKNOWN') {
      const code = result.error.code
      return form.refuse({ [CHANGE_PASSWORD_FIELD[code]]: code })
    }
    form.fail(result)
  })

  return (
    <AccountForm ref={holder} title={<Trans>Change password</Trans>} callFailure={form.failure}>
      {fields.map(({ name, label, autoComplete }) => {
        const refusal = form.error(name)
        return (
          <TextField
            key={name}
            label={label}
            type="password"
            name={name}
            autoComplete={autoComplete}
            value={form.values[name]}
            onChange={(event) => form.set(name)(event.target.value)}
            error={refusal && codeMessage(refusal)}
          />
        )
      })}
      <Button type="submit" loading={form.busy} onClick={submit}>
        <Trans>Change password</Trans>
      </Button>
    </AccountForm>
  )
}
