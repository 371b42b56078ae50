import { Fragment, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { TextField, type TextFieldProps } from '../../ui/text-field'
import type { AddressFormState } from './use-address-form'

/** What a country's new-address form gets from the address list. */
export interface NewAddressSlot {
  /** Absent when there is nothing to go back to (no saved entry to choose instead). */
  onCancel: (() => void) | undefined
  /** Place the order was tried: each field says what it lacks. */
  tried: boolean
}

/** One field of a country's address form: its value and message come from the form's state. */
export interface AddressField<K extends string> extends Omit<
  TextFieldProps,
  'label' | 'value' | 'onChange' | 'error' | 'name'
> {
  name: K
  label: string
  /** Shown right after the field (the JP postcode look-up). */
  after?: ReactNode
}

/**
 * A new address (or who picks up) as every country's form shows it: the fields in order, each
 * with its message, and Cancel when there is something to go back to. It is saved with Place the
 * order (the checkout's), so it has no save button of its own.
 */
export function AddressForm<K extends string>({
  form,
  label,
  fields,
  onCancel,
}: {
  form: AddressFormState<K>
  /** The form's name; a new address's by default. */
  label?: string
  fields: readonly AddressField<K>[]
  onCancel: (() => void) | undefined
}) {
  const { t } = useLingui()
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      noValidate
      aria-label={label ?? t`New address`}
    >
      {fields.map(({ name, after, required = true, ...rest }) => (
        <Fragment key={name}>
          <TextField
            {...rest}
            required={required}
            value={form.values[name]}
            onChange={(event) => form.patch({ [name]: event.target.value } as Record<K, string>)}
            error={form.errors[name]}
          />
          {after}
        </Fragment>
      ))}
      {onCancel && (
        <div className="checkout-actions">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
