import { Fragment, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField, type TextFieldProps } from '../../ui/text-field'
import type { AddressFormState } from './use-address-form'
import { useHeldBackMessage } from '../../shared/held-back-message'

/** What a country's new-address form gets from the address list. */
export interface NewAddressSlot {
  /** Absent when there is nothing to go back to (no saved entry to choose instead). */
  onCancel: (() => void) | undefined
  /** The saved address: the list is loaded again and the new one chosen at once. */
  onCreated: (address: { id: number }) => Promise<void>
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
 * with its message, the save failure, and Cancel when there is something to go back to.
 */
export function AddressForm<K extends string>({
  form,
  label,
  fields,
  failedText = <Trans>We could not save the address. Please try again.</Trans>,
  saveText = <Trans>Save the address</Trans>,
  onCancel,
}: {
  form: AddressFormState<K>
  /** The form's name; a new address's by default. */
  label?: string
  fields: readonly AddressField<K>[]
  /** Says the save failed with no field to blame. */
  failedText?: ReactNode
  saveText?: ReactNode
  onCancel: (() => void) | undefined
}) {
  const { t } = useLingui()
  const heldBack = useHeldBackMessage()
  const { holder, failure } = form
  return (
    <form ref={holder} onSubmit={form.submit} noValidate aria-label={label ?? t`New address`}>
      {failure && <Alert tone="danger">{heldBack.of(failure.error) ?? failedText}</Alert>}
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
      <div className="checkout-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={form.saving}>
          {saveText}
        </Button>
      </div>
    </form>
  )
}
