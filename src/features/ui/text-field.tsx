import type { ComponentPropsWithRef } from 'react'
import { controlClass, FieldFrame, useField, type FieldTextProps } from './field'

export interface TextFieldProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {}

/**
 * A labelled text input. Uncontrolled unless `value` is given, and never cleared by an error, so a
 * failed submit keeps what the person typed (docs/reliability.md#nothing-lost).
 */
export function TextField({ className, type = 'text', ...props }: TextFieldProps) {
  const { frame, control } = useField(props)
  return (
    <FieldFrame {...frame}>
      <input {...control} type={type} className={controlClass(className)} />
    </FieldFrame>
  )
}
