import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useGetHttp } from '../../shared/use-http'
import { useCheckoutApi } from '../actor/checkout-context'
import { Button } from '../../ui/button'
import { useFieldMessage } from '../../forms/field-messages'
import { check, checkOptional, normalizePostcode, typedDigits } from '../../forms/field-rules'
import { AddressForm, type NewAddressSlot } from './address-form'
import { namedFields, useAddressForm, type Messages } from './use-address-form'
import { reportUnexpected } from '../../../api/client/report-unexpected'

type Field =
  'name' | 'phone' | 'postcode' | 'prefecture' | 'prefectureCode' | 'city' | 'town' | 'street'

const EMPTY: Record<Field, string> = {
  name: '',
  phone: '',
  postcode: '',
  prefecture: '',
  prefectureCode: '',
  city: '',
  town: '',
  street: '',
}

/** The form's field for each key of the address call's body a refusal may name. */
const BODY_FIELDS: Record<string, Field> = {
  name: 'name',
  phone_number: 'phone',
  'address.postcode': 'postcode',
  'address.level_one': 'prefecture',
  'address.level_one_code': 'prefecture',
  'address.level_two': 'city',
  'address.level_three': 'town',
  'address.level_four': 'street',
}

/**
 * A new delivery address in Japan: the postcode look-up fills prefecture and city (and town),
 * which the per-region shipping fee is keyed on. What was typed stays after a failure.
 */
export function JpAddressForm({ onCreated, onCancel }: NewAddressSlot) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const getHttp = useGetHttp()
  const api = useCheckoutApi()
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'none' | 'failed'>('idle')

  const errorsOf = (values: Record<Field, string>): Messages<Field> => ({
    name: message(check('name', values.name), {
      kind: 'name',
      required: t`Enter the recipient's name.`,
    }),
    phone: message(check('phone', values.phone), { required: t`Enter a phone number.` }),
    postcode: message(check('postcode', values.postcode)),
    prefecture: values.prefectureCode
      ? undefined
      : t`Look up the postcode to fill in the prefecture.`,
    city: message(check('addressLine', values.city), {
      kind: 'addressLine',
      required: t`Enter the city.`,
    }),
    town: message(checkOptional('addressLine', values.town), { kind: 'addressLine' }),
    street: message(check('addressLine', values.street), {
      kind: 'addressLine',
      required: t`Enter the street address and building.`,
    }),
  })
  const form = useAddressForm<Field>({
    empty: EMPTY,
    errorsOf,
    serverErrorsOf: (_, data) =>
      Object.fromEntries(
        namedFields(data, (key) => BODY_FIELDS[key]).map((field) => [
          field,
          t`The shop did not accept this. Check it and try again.`,
        ]),
      ),
    save: async (values) => {
      const address = await api.createAddress(await getHttp(), {
        type: 'custom',
        name: values.name.trim(),
        phone_number: typedDigits(values.phone),
        address: {
          postcode: normalizePostcode(values.postcode),
          level_one: values.prefecture,
          level_two: values.city.trim(),
          level_three: values.town.trim(),
          level_four: values.street.trim(),
          level_one_code: values.prefectureCode,
          region: 'JP',
        },
      })
      await onCreated(address)
    },
  })

  const findAddress = async () => {
    if (errorsOf(form.values).postcode) {
      form.showErrors()
      return
    }
    setLookup('busy')
    try {
      const found = await api.lookupJpZip(await getHttp(), normalizePostcode(form.values.postcode))
      if (!found) {
        setLookup('none')
        return
      }
      form.patch({
        prefecture: found.level_one,
        prefectureCode: found.level_one_code,
        city: found.level_two,
        town: found.level_three,
      })
      setLookup('idle')
    } catch (error) {
      reportUnexpected(error, { source: 'postcode lookup' })
      setLookup('failed')
    }
  }

  return (
    <AddressForm
      form={form}
      onCancel={onCancel}
      fields={[
        { name: 'name', label: t`Recipient's name`, autoComplete: 'name' },
        { name: 'phone', label: t`Phone number`, type: 'tel', autoComplete: 'tel' },
        {
          name: 'postcode',
          label: t`Postcode`,
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          description:
            lookup === 'none'
              ? t`No address has this postcode. Check it and try again.`
              : lookup === 'failed'
                ? t`The postcode could not be looked up. Please try again.`
                : undefined,
          after: (
            <div className="checkout-actions">
              <Button variant="secondary" loading={lookup === 'busy'} onClick={findAddress}>
                <Trans>Find the address</Trans>
              </Button>
            </div>
          ),
        },
        {
          name: 'prefecture',
          label: t`Prefecture`,
          readOnly: true,
          autoComplete: 'address-level1',
        },
        { name: 'city', label: t`City`, autoComplete: 'address-level2' },
        { name: 'town', label: t`Town`, required: false, autoComplete: 'address-line1' },
        { name: 'street', label: t`Street address and building`, autoComplete: 'address-line2' },
      ]}
    />
  )
}
