import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { registerCardForm, type CardFields } from './card-token'
import { useFieldMessage } from '../forms/field-messages'
import {
  cardDigits,
  check,
  checkCardExpiry,
  isSavedCard,
  parseCardExpiry,
} from '../forms/field-rules'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'

/** `MM/YY` (or `MMYY`) as GMO takes it, `YYMM`; null when it is not a month. */
export function gmoExpiry(raw: string): string | null {
  const expiry = parseCardExpiry(raw)
  return expiry
    ? `${String(expiry.year % 100).padStart(2, '0')}${String(expiry.month).padStart(2, '0')}`
    : null
}

const EMPTY = { number: '', expiry: '', code: '', holder: '' }

/**
 * A new card, typed here and read only by GMO's token script (through the reader registered
 * while this form is shown): the number never reaches the API or the stored checkout, and the
 * fields are emptied once the card is saved. A card already saved is chosen, not added again.
 */
export function NewCardForm({
  busy,
  failed,
  savedCards,
  onSubmit,
}: {
  busy: boolean
  /** The last add failed: what was typed stays for another try. */
  failed: boolean
  /** Masked numbers of the buyer's saved cards. */
  savedCards: readonly string[]
  onSubmit: () => void
}) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const [values, setValues] = useState(EMPTY)
  const [tried, setTried] = useState(false)
  const current = useRef(values)
  useEffect(() => {
    current.current = values
  }, [values])
  // The card is GMO's and the buyer's now: nothing of it stays on the page.
  const wasBusy = useRef(busy)
  useEffect(() => {
    if (wasBusy.current && !busy && !failed) {
      setValues(EMPTY)
      setTried(false)
    }
    wasBusy.current = busy
  }, [busy, failed])
  useEffect(() => {
    registerCardForm((): CardFields => ({
      cardNumber: cardDigits(current.current.number),
      expiry: gmoExpiry(current.current.expiry) ?? '',
      securityCode: current.current.code.trim(),
      holderName: current.current.holder.trim().toUpperCase(),
    }))
    return () => registerCardForm(null)
  }, [])
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((before) => ({ ...before, [key]: value }))
  const numberProblem =
    check('cardNumber', values.number) ??
    (isSavedCard(values.number, savedCards) ? 'card-already-saved' : undefined)
  const errors = {
    number: message(numberProblem, { required: t`Enter the card number.` }),
    expiry: message(checkCardExpiry(values.expiry, new Date()), {
      required: t`Enter the expiry as MM/YY.`,
    }),
    code: message(check('securityCode', values.code)),
    holder: message(check('cardHolder', values.holder), { kind: 'cardHolder' }),
  }
  const shown = (message: string | undefined) => (tried ? message : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (errors.number || errors.expiry || errors.code || errors.holder) return
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
        error={shown(errors.holder)}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        <Trans>Add the card</Trans>
      </Button>
    </form>
  )
}
