import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TextField } from '../ui/text-field'
import { FIELD_LIMITS } from '../forms/field-rules'

interface NewPasswordFieldProps {
  label: ReactNode
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/** A password being chosen: says the rule up front, and lets password managers offer one. */
export function NewPasswordField({ label, value, error, onChange }: NewPasswordFieldProps) {
  const { t } = useLingui()
  const min = FIELD_LIMITS.passwordMin
  return (
    <TextField
      label={label}
      description={t`At least ${min} characters.`}
      type="password"
      name="new-password"
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  )
}

/** The server refused a password the form let through: its rule is the one that counts. */
export function usePasswordRefusedMessage(): string {
  const { t } = useLingui()
  const min = FIELD_LIMITS.passwordMin
  return t`This password was not accepted. Use at least ${min} characters.`
}
