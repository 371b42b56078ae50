import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '../../api/schemas/address'
import { useFocusFirstInvalid } from '../shared/focus-first-invalid'
import { useGetHttp } from '../shared/use-http'
import { useCheckoutApi } from './checkout-actor'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { useFieldMessage } from '../forms/field-messages'
import { check, checkOptional, normalizePostcode } from '../forms/field-rules'

interface Values {
  name: string
  phone: string
  postcode: string
  prefecture: string
  prefectureCode: string
  city: string
  town: string
  street: string
}

const EMPTY: Values = {
  name: '',
  phone: '',
  postcode: '',
  prefecture: '',
  prefectureCode: '',
  city: '',
  town: '',
  street: '',
}

/**
 * A new delivery address: the postcode look-up fills prefecture and city (and town),
 * which the per-region shipping fee is keyed on. What was typed stays after a failure.
 */
export function AddressForm({
  onCreated,
  onCancel,
}: {
  onCreated: (address: Address) => Promise<void>
  /** Absent when there is nothing to go back to (no saved entry to choose instead). */
  onCancel?: (() => void) | undefined
}) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const getHttp = useGetHttp()
  const api = useCheckoutApi()
  const [values, setValues] = useState(EMPTY)
  const [tried, setTried] = useState(false)
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'none' | 'failed'>('idle')
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid()
  const set = (key: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }))

  const postcode = normalizePostcode(values.postcode)
  const errors = {
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
  }
  const shown = (error: string | undefined) => (tried ? error : undefined)

  const findAddress = async () => {
    if (errors.postcode) {
      setTried(true)
      return
    }
    setLookup('busy')
    try {
      const found = await api.lookupJpZip(await getHttp(), postcode)
      if (!found) {
        setLookup('none')
        return
      }
      setValues((current) => ({
        ...current,
        prefecture: found.level_one,
        prefectureCode: found.level_one_code,
        city: found.level_two,
        town: found.level_three,
      }))
      setLookup('idle')
    } catch {
      setLookup('failed')
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    setFailed(false)
    if (Object.values(errors).some(Boolean)) {
      focusFirstInvalid()
      return
    }
    if (saving) return
    setSaving(true)
    try {
      const address = await api.createAddress(await getHttp(), {
        type: 'custom',
        name: values.name.trim(),
        phone_number: values.phone.trim(),
        address: {
          postcode,
          level_one: values.prefecture,
          level_two: values.city.trim(),
          level_three: values.town.trim(),
          level_four: values.street.trim(),
          level_one_code: values.prefectureCode,
          region: 'JP',
        },
      })
      await onCreated(address)
    } catch {
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`New address`}>
      {failed && (
        <Alert tone="danger">
          <Trans>We could not save the address. Please try again.</Trans>
        </Alert>
      )}
      <TextField
        label={t`Recipient's name`}
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={shown(errors.name)}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        onChange={(event) => set('phone')(event.target.value)}
        error={shown(errors.phone)}
      />
      <TextField
        label={t`Postcode`}
        autoComplete="postal-code"
        inputMode="numeric"
        required
        value={values.postcode}
        onChange={(event) => set('postcode')(event.target.value)}
        error={shown(errors.postcode)}
        description={
          lookup === 'none'
            ? t`No address has this postcode. Check it and try again.`
            : lookup === 'failed'
              ? t`The postcode could not be looked up. Please try again.`
              : undefined
        }
      />
      <div className="checkout-actions">
        <Button variant="secondary" loading={lookup === 'busy'} onClick={findAddress}>
          <Trans>Find the address</Trans>
        </Button>
      </div>
      <TextField
        label={t`Prefecture`}
        readOnly
        required
        value={values.prefecture}
        error={shown(errors.prefecture)}
      />
      <TextField
        label={t`City`}
        required
        value={values.city}
        onChange={(event) => set('city')(event.target.value)}
        error={shown(errors.city)}
      />
      <TextField
        label={t`Town`}
        value={values.town}
        onChange={(event) => set('town')(event.target.value)}
        error={shown(errors.town)}
      />
      <TextField
        label={t`Street address and building`}
        autoComplete="address-line2"
        required
        value={values.street}
        onChange={(event) => set('street')(event.target.value)}
        error={shown(errors.street)}
      />
      <div className="checkout-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={saving}>
          <Trans>Save the address</Trans>
        </Button>
      </div>
    </form>
  )
}
