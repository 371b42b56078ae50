import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { registerCardForm, type CardFields } from '../payment/card-token'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'

/** `MM/YY` (or `MMYY`) as GMO takes it, `YYMM`; null when it is not a month. */
export function gmoExpiry(raw: string): string | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(raw.trim())
  if (!match) return null
  const [, month = '', year = ''] = match
  const number = Number(month)
  return number >= 1 && number <= 12 ? `${year}${month}` : null
}

/**
 * A new card, typed here and read only by GMO's token script (through the reader registered
 * while this form is shown): the number never reaches the API or the stored checkout.
 */
export function NewCardForm({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  const { t } = useLingui()
  const [values, setValues] = useState({ number: '', expiry: '', code: '', holder: '' })
  const [tried, setTried] = useState(false)
  const current = useRef(values)
  useEffect(() => {
    current.current = values
  }, [values])
  useEffect(() => {
    registerCardForm((): CardFields => ({
      cardNumber: current.current.number.replace(/[\s-]/g, ''),
      expiry: gmoExpiry(current.current.expiry) ?? '',
      securityCode: current.current.code.trim(),
      holderName: current.current.holder.trim().toUpperCase(),
    }))
    return () => registerCardForm(null)
  }, [])
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((before) => ({ ...before, [key]: value }))
  const errors = {
    number: /^\d{10,16}$/.test(values.number.replace(/[\s-]/g, ''))
      ? undefined
      : t`Enter the card number.`,
    expiry: gmoExpiry(values.expiry) ? undefined : t`Enter the expiry as MM/YY.`,
    code: /^\d{3,4}$/.test(values.code.trim()) ? undefined : t`Enter the 3 or 4 digit code.`,
  }
  const shown = (message: string | undefined) => (tried ? message : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (errors.number || errors.expiry || errors.code) return
    onSubmit()
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`New card`}>
      <TextField
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={values.number}
        onChange={(event) => set('number')(event.target.value)}
        error={shown(errors.number)}
      />
      <TextField
        label={t`Expiry (MM/YY)`}
        inputMode="numeric"
        autoComplete="cc-exp"
        required
        value={values.expiry}
        onChange={(event) => set('expiry')(event.target.value)}
        error={shown(errors.expiry)}
      />
      <TextField
        label={t`Security code`}
        inputMode="numeric"
        autoComplete="cc-csc"
        required
        value={values.code}
        onChange={(event) => set('code')(event.target.value)}
        error={shown(errors.code)}
      />
      <TextField
        label={t`Name on the card`}
        autoComplete="cc-name"
        value={values.holder}
        onChange={(event) => set('holder')(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        <Trans>Add the card</Trans>
      </Button>
    </form>
  )
}
