import type { ComponentPropsWithRef } from 'react'
import { controlClass, FieldFrame, useField, type FieldTextProps } from './field'

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
export function SelectField({ className, options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control } = useField(props)
  return (
    <FieldFrame {...frame}>
      <select {...control} className={controlClass('field__control--select', className)}>
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
