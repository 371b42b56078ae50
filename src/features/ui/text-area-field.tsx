import type { ComponentPropsWithRef } from 'react'
import { controlClass, FieldFrame, useField, type FieldTextProps } from './field'

export interface TextAreaFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {}

/** A labelled multi-line text input; like TextField, an error never clears what was typed. */
export function TextAreaField({ className, rows = 4, ...props }: TextAreaFieldProps) {
  const { frame, control } = useField(props)
  return (
    <FieldFrame {...frame}>
      <textarea
        {...control}
        rows={rows}
        className={controlClass('field__control--area', className)}
      />
    </FieldFrame>
  )
}
