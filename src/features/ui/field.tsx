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

/** What every labelled control takes besides its texts: its own id and the two states the frame shows. */
interface ControlBase {
  id?: string
  required?: boolean
  disabled?: boolean
}

/**
 * Splits a field's props in two: the frame's (label, hint, error, and the ids that tie them to
 * the control) and the control's own, which gain its id, `aria-invalid` and `aria-describedby`
 * pointing at the hint and the error, so assistive technology reads them with the control.
 */
export function useField<P extends FieldTextProps & ControlBase>({
  label,
  description,
  error,
  ...control
}: P) {
  const generated = useId()
  const id = control.id ?? `field-${generated}`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  return {
    frame: {
      ids: { control: id, description: descriptionId, error: errorId },
      label,
      description,
      error,
      required: control.required,
      disabled: control.disabled,
    },
    control: {
      ...control,
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  }
}

/** The class list of a control: the field's own classes, then the caller's. */
export const controlClass = (...names: (string | undefined)[]) =>
  ['field__control', ...names].filter(Boolean).join(' ')

type FieldFrameProps = ReturnType<typeof useField>['frame'] & { children: ReactNode }

/** The label, hint and error around one control, the same for every kind of control. */
export function FieldFrame({
  ids,
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
      <label className="field__label" htmlFor={ids.control}>
        {label}
        {required && (
          // The control's own `required` is what assistive technology reads; this is for the eye.
          <span className="field__required" aria-hidden="true">
            <Trans>Required</Trans>
          </span>
        )}
      </label>
      {description && (
        <p className="field__description" id={ids.description}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p className="field__error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  )
}
