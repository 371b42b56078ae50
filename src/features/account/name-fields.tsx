import { useLingui } from '@lingui/react/macro'
import { TextField } from '../ui/text-field'

type NameField = 'last_name' | 'first_name'

interface NameFieldsProps {
  values: Record<NameField, string>
  errors: Partial<Record<NameField, string>>
  onChange: (field: NameField, value: string) => void
}

/** Family name first, as Japanese forms ask; side by side where there is room. */
export function NameFields({ values, errors, onChange }: NameFieldsProps) {
  const { t } = useLingui()
  return (
    <div className="account-form__row">
      <TextField
        label={t`Last name`}
        name="last_name"
        autoComplete="family-name"
        required
        value={values.last_name}
        onChange={(event) => onChange('last_name', event.target.value)}
        error={errors.last_name}
      />
      <TextField
        label={t`First name`}
        name="first_name"
        autoComplete="given-name"
        required
        value={values.first_name}
        onChange={(event) => onChange('first_name', event.target.value)}
        error={errors.first_name}
      />
    </div>
  )
}
