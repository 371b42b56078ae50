import { useLingui } from '@lingui/react/macro'
import { AddressForm, type NewAddressSlot } from './address-form'
import {
  checkTwAddress,
  EMPTY_TW_ADDRESS,
  type TwAddressField,
  type TwAddressProblems,
  type TwAddressValues,
} from './tw-address-rules'
import { useAddressForm, type Messages } from './use-address-form'

/** Each field's message for each problem: what is missing, or the form it must take. */
function useTwMessages() {
  const { t } = useLingui()
  return (problems: TwAddressProblems): Messages<TwAddressField> => {
    const messages: Messages<TwAddressField> = {}
    for (const [field, problem] of Object.entries(problems) as [TwAddressField, string][]) {
      messages[field] = {
        postcode:
          problem === 'missing' ? t`Enter the postcode.` : t`Enter a 3- or 5-digit postcode.`,
        city_country: t`Enter the city or county.`,
        district: t`Enter the district.`,
        detail: t`Enter the street address and building.`,
        buyer_name: t`Enter the recipient's name.`,
        buyer_cellphone:
          problem === 'missing'
            ? t`Enter a mobile number.`
            : t`Enter a Taiwan mobile number such as 0912345678.`,
      }[field]
    }
    return messages
  }
}

const problemsOf = (values: TwAddressValues): TwAddressProblems => {
  const checked = checkTwAddress(values)
  return checked.ok ? {} : checked.problems
}

/**
 * A new Taiwan address for this store, saved with Place the order. The fields are checked by the
 * same schema the server uses; a refused save marks its fields and keeps every value typed.
 */
export function TwAddressForm({ onCancel, tried }: NewAddressSlot) {
  const { t } = useLingui()
  const messages = useTwMessages()
  const form = useAddressForm<TwAddressField>({
    empty: EMPTY_TW_ADDRESS,
    tried,
    errorsOf: (values) => messages(problemsOf(values)),
  })
  return (
    <AddressForm
      form={form}
      onCancel={onCancel}
      fields={[
        { name: 'buyer_name', label: t`Recipient's name`, autoComplete: 'name' },
        {
          name: 'buyer_cellphone',
          label: t`Mobile number`,
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
        },
        {
          name: 'postcode',
          label: t`Postcode`,
          autoComplete: 'postal-code',
          inputMode: 'numeric',
        },
        { name: 'city_country', label: t`City or county`, autoComplete: 'address-level1' },
        { name: 'district', label: t`District`, autoComplete: 'address-level2' },
        { name: 'detail', label: t`Street address and building`, autoComplete: 'address-line1' },
      ]}
    />
  )
}
