import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createTwAddress } from '../../api/live-shop-v1/tw-addresses'
import { isApiError } from '../../api/client/results'
import type { TwAddress } from '../../api/schemas/tw-address'
import { useFocusFirstInvalid } from '../shared/focus-first-invalid'
import { useGetHttp } from '../shared/use-http'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import {
  checkTwAddress,
  EMPTY_TW_ADDRESS,
  serverTwProblems,
  type TwAddressField,
  type TwAddressProblems,
  type TwFieldProblem,
} from './tw-address-rules'

/** Each field's message for each problem: what is missing, or the form it must take. */
function useFieldMessage() {
  const { t } = useLingui()
  return (field: TwAddressField, problem: TwFieldProblem | undefined): string | undefined => {
    if (!problem) return undefined
    switch (field) {
      case 'postcode':
        return problem === 'missing' ? t`Enter the postcode.` : t`Enter a 3- or 5-digit postcode.`
      case 'city_country':
        return t`Enter the city or county.`
      case 'district':
        return t`Enter the district.`
      case 'detail':
        return t`Enter the street address and building.`
      case 'buyer_name':
        return t`Enter the recipient's name.`
      case 'buyer_cellphone':
        return problem === 'missing'
          ? t`Enter a mobile number.`
          : t`Enter a Taiwan mobile number such as 0912345678.`
    }
  }
}

/**
 * A new Taiwan address for this store. The fields are checked by the same schema the server
 * uses; a refused save (by the form or the server) marks its fields and keeps every value typed.
 */
export function TwAddressForm({
  storeId,
  onCreated,
  onCancel,
}: {
  storeId: number
  onCreated: (address: TwAddress) => Promise<void>
  /** Absent when there is nothing to go back to (no saved address to choose instead). */
  onCancel?: (() => void) | undefined
}) {
  const { t } = useLingui()
  const getHttp = useGetHttp()
  const message = useFieldMessage()
  const [values, setValues] = useState(EMPTY_TW_ADDRESS)
  const [problems, setProblems] = useState<TwAddressProblems>({})
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid()

  const field = (name: TwAddressField) => ({
    value: values[name],
    error: message(name, problems[name]),
    required: true,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setValues((current) => ({ ...current, [name]: value }))
    },
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setFailed(false)
    const checked = checkTwAddress(values)
    if (!checked.ok) {
      setProblems(checked.problems)
      focusFirstInvalid()
      return
    }
    setProblems({})
    setSaving(true)
    try {
      const address = await createTwAddress(await getHttp(), storeId, checked.body)
      await onCreated(address)
    } catch (error) {
      const failure = isApiError(error) ? error.failure : null
      const named =
        failure?.kind === 'http' && failure.error.code === 'VALIDATION_EXCEPTION'
          ? serverTwProblems(values, failure.error.data)
          : {}
      if (Object.keys(named).length > 0) {
        setProblems(named)
        focusFirstInvalid()
      } else setFailed(true)
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
      <TextField label={t`Recipient's name`} autoComplete="name" {...field('buyer_name')} />
      <TextField
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('buyer_cellphone')}
      />
      <TextField
        label={t`Postcode`}
        autoComplete="postal-code"
        inputMode="numeric"
        {...field('postcode')}
      />
      <TextField
        label={t`City or county`}
        autoComplete="address-level1"
        {...field('city_country')}
      />
      <TextField label={t`District`} autoComplete="address-level2" {...field('district')} />
      <TextField
        label={t`Street address and building`}
        autoComplete="address-line1"
        {...field('detail')}
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
