import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCheckoutActor } from '../actor/checkout-context'
import { Button } from '../../ui/button'
import { useFieldMessage } from '../../forms/field-messages'
import { AddressForm, type NewAddressSlot } from './address-form'
import { EMPTY_JP_ADDRESS, jpAddressProblems, type JpAddressField } from './new-address-rules'
import { useAddressForm, type Messages } from './use-address-form'

/**
 * A new delivery address in Japan: a complete postcode looks itself up (the checkout's) and fills
 * prefecture and city (and town), which the per-region shipping fee is keyed on; Find the address
 * looks it up again. What was typed stays after a failure.
 */
export function JpAddressForm({ onCancel, tried }: NewAddressSlot) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const actor = useCheckoutActor()
  const lookup = useSelector(actor, (s) => s.context.postcodeLookup ?? null)
  // Find the address pressed with a postcode the rule refuses: its message shows at once.
  const [askedLookup, setAskedLookup] = useState(false)

  const errorsOf = (values: Record<JpAddressField, string>): Messages<JpAddressField> => {
    const problems = jpAddressProblems(values)
    return {
      name: message(problems.name, { kind: 'name', required: t`Enter the recipient's name.` }),
      phone: message(problems.phone, { required: t`Enter a phone number.` }),
      postcode: message(problems.postcode),
      prefecture: problems.prefecture && t`Look up the postcode to fill in the prefecture.`,
      city: message(problems.city, { kind: 'addressLine', required: t`Enter the city.` }),
      town: message(problems.town, { kind: 'addressLine' }),
      street: message(problems.street, {
        kind: 'addressLine',
        required: t`Enter the street address and building.`,
      }),
    }
  }
  const form = useAddressForm({ empty: EMPTY_JP_ADDRESS, errorsOf, tried })
  const postcodeProblem = jpAddressProblems(form.values).postcode
  const postcodeError =
    form.errors.postcode ?? (askedLookup && postcodeProblem ? message(postcodeProblem) : undefined)

  const findAddress = () => {
    setAskedLookup(true)
    if (!postcodeProblem) actor.send({ type: 'checkout.postcode.lookup' })
  }

  return (
    <AddressForm
      form={{ ...form, errors: { ...form.errors, postcode: postcodeError } }}
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
