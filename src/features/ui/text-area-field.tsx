import type { ComponentPropsWithRef } from 'react'
import { FieldFrame, useField, type FieldTextProps } from './field'

export interface TextAreaFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {}

/** A labelled multi-line text input; like TextField, an error never clears what was typed. */
export function TextAreaField({
  label,
  description,
  error,
  id,
  className,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
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
      <textarea
        {...rest}
        {...field.controlProps}
        rows={rows}
        className={['field__control', 'field__control--area', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  )
}
