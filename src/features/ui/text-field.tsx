import type { ComponentPropsWithRef } from 'react'
import { FieldFrame, useField, type FieldTextProps } from './field'

export interface TextFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {}

/**
 * A labelled text input. Uncontrolled unless `value` is given, and never cleared by an error, so a
 * failed submit keeps what the person typed (docs/reliability.md#nothing-lost).
 */
export function TextField({
  label,
  description,
  error,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
      <input
        {...rest}
        {...field.controlProps}
        type={type}
        className={['field__control', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  )
}
