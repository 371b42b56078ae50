import { useCallback, useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFieldMessage } from '../forms/field-messages'
import { check, checkCardExpiry, type FieldProblem } from '../forms/field-rules'
import { TextField } from '../ui/text-field'
import { useForm, type Problems } from '../forms/use-form'

/** What a buyer types for any card, whichever provider takes it. */
export interface CardEntry {
  number: string
  /** `MM/YY` (or `MMYY`). */
  expiry: string
  code: string
}

/**
 * A card typed on this page (docs/reliability.md#card-data): kept in the form's state only, and
 * read by the provider's effect through the reader handed to `register` while the form is shown,
 * so the number never reaches the stored checkout. `read` turns what was typed into what the
 * provider takes. Errors show once the buyer has tried to submit; `numberProblem` adds a form's
 * own objection to the number (a card already saved).
 */
export function useCardEntry<V extends CardEntry, T>(
  empty: V,
  read: (values: V) => T,
  register: (reader: (() => T) | null) => void,
  numberProblem?: (number: string) => FieldProblem | undefined,
) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const form = useForm<V>({
    initial: empty,
    check: (values) =>
      ({
        number: message(check('cardNumber', values.number) ?? numberProblem?.(values.number), {
          required: t`Enter the card number.`,
        }),
        expiry: message(checkCardExpiry(values.expiry, new Date()), {
          required: t`Enter the expiry as MM/YY.`,
        }),
        code: message(check('securityCode', values.code), {
          required: t`Enter the 3 or 4 digit code.`,
        }),
      }) as Problems<V, string>,
  })
  const { values, reset, focusFirstInvalid } = form
  const current = useRef(values)
  useEffect(() => {
    current.current = values
  }, [values])
  useEffect(() => {
    register(() => read(current.current))
    return () => register(null)
  }, [read, register])
  const errors = {
    number: form.error('number'),
    expiry: form.error('expiry'),
    code: form.error('code'),
  }
  return {
    values,
    set: (key: keyof V) => (value: string) => form.set(key)(value as V[keyof V]),
    /** The card is the provider's now: nothing of it stays on the page. */
    clear: useCallback(() => reset(), [reset]),
    /** The errors the buyer sees of the form's own fields: none before a first try. */
    shown: (error: string | undefined) => (form.tried ? error : undefined),
    errors,
    /** A submit handler that goes on only when the card and `valid` (the form's own checks) pass. */
    submit: (valid: boolean, go: () => void) =>
      form.submit(() => (valid ? go() : focusFirstInvalid())),
    holder: form.holder,
  }
}

/** The fields every card form shows: number, expiry and security code, with their errors. */
export function CardEntryFields({
  entry,
}: {
  entry: Pick<ReturnType<typeof useCardEntry>, 'values' | 'set' | 'errors'>
}) {
  const { t } = useLingui()
  const { values, set, errors } = entry
  const fields = [
    { key: 'number', label: t`Card number`, autoComplete: 'cc-number' },
    { key: 'expiry', label: t`Expiry (MM/YY)`, autoComplete: 'cc-exp' },
    { key: 'code', label: t`Security code`, autoComplete: 'cc-csc' },
  ] as const
  return fields.map(({ key, label, autoComplete }) => (
    <TextField
      key={key}
      label={label}
      inputMode="numeric"
      autoComplete={autoComplete}
      required
      value={values[key]}
      onChange={(event) => set(key)(event.target.value)}
      error={errors[key]}
    />
  ))
}
