import { Trans, useLingui } from '@lingui/react/macro'
import { useGetHttp } from '../../shared/use-http'
import { useCheckoutApi } from '../actor/checkout-context'
import { useFieldMessage } from '../../forms/field-messages'
import { check, typedDigits } from '../../forms/field-rules'
import { AddressForm, type NewAddressSlot } from './address-form'
import { useAddressForm } from './use-address-form'

type Field = 'name' | 'phone'

/**
 * Who picks the order up (a `self_pick_up` entry has a name and phone, no place of its
 * own; the place is the store's). What was typed stays after a failure.
 */
export function PickUpForm({ onCreated, onCancel }: NewAddressSlot) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const getHttp = useGetHttp()
  const api = useCheckoutApi()
  const form = useAddressForm<Field>({
    empty: { name: '', phone: '' },
    errorsOf: (values) => ({
      name: message(check('name', values.name), {
        kind: 'name',
        required: t`Enter the name of the person who picks up.`,
      }),
      phone: message(check('phone', values.phone), { required: t`Enter a phone number.` }),
    }),
    save: async (values) => {
      const address = await api.createAddress(await getHttp(), {
        type: 'self_pick_up',
        name: values.name.trim(),
        phone_number: typedDigits(values.phone),
      })
      await onCreated(address)
    },
  })
  return (
    <AddressForm
      form={form}
      label={t`Who picks up`}
      failedText={<Trans>We could not save the details. Please try again.</Trans>}
      saveText={<Trans>Save</Trans>}
      onCancel={onCancel}
      fields={[
        { name: 'name', label: t`Name`, autoComplete: 'name' },
        { name: 'phone', label: t`Phone number`, type: 'tel', autoComplete: 'tel' },
      ]}
    />
  )
}
