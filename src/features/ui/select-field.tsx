import type { ComponentPropsWithRef } from 'react'
import { FieldFrame, useField, type FieldTextProps } from './field'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[]
  /** A first, empty choice such as "Choose…"; without it the first option is preselected. */
  placeholder?: string
}

/** A native select: the platform's picker is the most usable one on phones. */
export function SelectField({
  label,
  description,
  error,
  id,
  className,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) {
  const field = useField(id, { label, description, error })
  return (
    <FieldFrame
      field={field}
      label={label}
      description={description}
      error={error}
      required={rest.required}
      disabled={rest.disabled}
    >
      <select
        {...rest}
        {...field.controlProps}
        className={['field__control', 'field__control--select', className]
          .filter(Boolean)
          .join(' ')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
