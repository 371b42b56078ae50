import { useId, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import './field.css'

export interface FieldTextProps {
  label: ReactNode
  /** Help shown under the label, read out with the control. */
  description?: ReactNode
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: ReactNode
}

/** Ids and ARIA wiring shared by every labelled control. */
export function useField(id: string | undefined, { description, error }: FieldTextProps) {
  const generated = useId()
  const control = id ?? `field-${generated}`
  const descriptionId = description ? `${control}-description` : undefined
  const errorId = error ? `${control}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  return {
    control,
    descriptionId,
    errorId,
    controlProps: {
      id: control,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  }
}

interface FieldFrameProps extends FieldTextProps {
  field: ReturnType<typeof useField>
  required?: boolean
  disabled?: boolean
  children: ReactNode
}

export function FieldFrame({
  field,
  label,
  description,
  error,
  required,
  disabled,
  children,
}: FieldFrameProps) {
  return (
    <div
      className={['field', error && 'field--invalid', disabled && 'field--disabled']
        .filter(Boolean)
        .join(' ')}
    >
      <label className="field__label" htmlFor={field.control}>
        {label}
        {required && (
          // The control's own `required` is what assistive technology reads; this is for the eye.
          <span className="field__required" aria-hidden="true">
            <Trans>Required</Trans>
          </span>
        )}
      </label>
      {description && (
        <p className="field__description" id={field.descriptionId}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p className="field__error" id={field.errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
