import { useLingui } from '@lingui/react/macro'
import { useFieldMessage } from '../../forms/field-messages'
import { AddressForm, type NewAddressSlot } from './address-form'
import { EMPTY_PICK_UP, pickUpProblems } from './new-address-rules'
import { useAddressForm } from './use-address-form'

/**
 * Who picks the order up (a `self_pick_up` entry has a name and phone, no place of its
 * own; the place is the store's), saved with Place the order.
 */
export function PickUpForm({ onCancel, tried }: NewAddressSlot) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const form = useAddressForm({
    empty: EMPTY_PICK_UP,
    tried,
    errorsOf: (values) => {
      const problems = pickUpProblems(values)
      return {
        name: message(problems.name, {
          kind: 'name',
          required: t`Enter the name of the person who picks up.`,
        }),
        phone: message(problems.phone, { required: t`Enter a phone number.` }),
      }
    },
  })
  return (
    <AddressForm
      form={form}
      label={t`Who picks up`}
      onCancel={onCancel}
      fields={[
        { name: 'name', label: t`Name`, autoComplete: 'name' },
        { name: 'phone', label: t`Phone number`, type: 'tel', autoComplete: 'tel' },
      ]}
    />
  )
}
