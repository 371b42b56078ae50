import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  cardDigits,
  check,
  checkCardExpiry,
  parseCardExpiry,
} from '../forms/field-rules'
import { useFieldMessage } from '../forms/field-messages'
import { registerTypedCardForm, type TypedCard } from './typed-card'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'

/** `MM/YY` as PayUni takes it, `MMYY`; empty when it is not a month. */
function payuniExpiry(raw: string): string {
  const expiry = parseCardExpiry(raw)
  return expiry
    ? `${String(expiry.month).padStart(2, '0')}${String(expiry.year % 100).padStart(2, '0')}`
    : ''
}

/**
 * A PayUni card typed here and paid with at once: the pay effect reads the fields through the
 * reader registered while this form is shown, so the number goes in the pay call only, never into
 * the stored checkout, storage or a report (docs/reliability.md#card-data).
 */
export function TypedCardForm({ busy, onPay }: { busy: boolean; onPay: () => void }) {
  const { t } = useLingui()
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '' })
  const [tried, setTried] = useState(false)
  const current = useRef(values)
  useEffect(() => {
    current.current = values
  }, [values])
  useEffect(() => {
    registerTypedCardForm(
      (): TypedCard => ({
        cardNumber: cardDigits(current.current.number),
        expiry: payuniExpiry(current.current.expiry),
        cvc: current.current.cvc.trim(),
      }),
    )
    return () => registerTypedCardForm(null)
  }, [])
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((before) => ({ ...before, [key]: value }))
  // The card rules every card form shares (features/forms), which the pay call's schema agrees with.
  const fieldMessage = useFieldMessage()
  const errors = {
    number: fieldMessage(check('cardNumber', values.number), {
      required: t`Enter the card number.`,
    }),
    expiry: fieldMessage(checkCardExpiry(values.expiry, new Date()), {
      required: t`Enter the expiry as MM/YY.`,
    }),
    cvc: fieldMessage(check('securityCode', values.cvc), {
      required: t`Enter the 3 or 4 digit code.`,
    }),
  }
  const shown = (message: string | undefined) => (tried ? message : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (errors.number || errors.expiry || errors.cvc) return
    onPay()
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Pay with another card`}>
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
        value={values.cvc}
        onChange={(event) => set('cvc')(event.target.value)}
        error={shown(errors.cvc)}
      />
      <Button type="submit" loading={busy}>
        <Trans>Pay with this card</Trans>
      </Button>
    </form>
  )
}
