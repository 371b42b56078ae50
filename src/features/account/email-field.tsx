import { useLingui } from '@lingui/react/macro'
import { TextField } from '../ui/text-field'

interface EmailFieldProps {
  value: string
  error: string | undefined
  onChange: (value: string) => void
  /** Left: the register form asks at once whether the address already has an account. */
  onBlur?: () => void
}

/** The e-mail address field of every account form: the e-mail keyboard, autofill, announced errors. */
export function EmailField({ value, error, onChange, onBlur }: EmailFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`E-mail address`}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
    />
  )
}
