import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '../../api/schemas/address'
import { useGetHttp } from '../shared/use-http'
import { useCheckoutApi } from './checkout-actor'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { useFieldMessage } from '../forms/field-messages'
import { check } from '../forms/field-rules'

/**
 * Who picks the order up (a `self_pick_up` entry has a name and phone, no place of its
 * own; the place is the store's). What was typed stays after a failure.
 */
export function PickUpForm({
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
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const errors = {
    name: message(check('name', name), {
      kind: 'name',
      required: t`Enter the name of the person who picks up.`,
    }),
    phone: message(check('phone', phone), { required: t`Enter a phone number.` }),
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    setFailed(false)
    if (errors.name || errors.phone || saving) return
    setSaving(true)
    try {
      const address = await api.createAddress(await getHttp(), {
        type: 'self_pick_up',
        name: name.trim(),
        phone_number: phone.trim(),
      })
      await onCreated(address)
    } catch {
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Who picks up`}>
      {failed && (
        <Alert tone="danger">
          <Trans>We could not save the details. Please try again.</Trans>
        </Alert>
      )}
      <TextField
        label={t`Name`}
        autoComplete="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={tried ? errors.name : undefined}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={tried ? errors.phone : undefined}
      />
      <div className="checkout-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  )
}
