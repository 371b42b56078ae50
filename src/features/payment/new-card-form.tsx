import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { registerCardForm, type CardFields } from './card-token'
import { CardEntryFields, useCardEntry } from './card-entry'
import { useFieldMessage } from '../forms/field-messages'
import { cardDigits, check, isSavedCard, parseCardExpiry, typedDigits } from '../forms/field-rules'
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

/** What the card's Pay now asks of this form. */
export interface NewCardHandle {
  /**
   * Pay now pressed with no saved card chosen: with anything typed here, the form is submitted
   * to add this card and pay with it (its errors show if it is not a card yet), and true is
   * answered; with nothing typed, false.
   */
  addAndPay: () => boolean
}

const toGmo = (values: typeof EMPTY): CardFields => ({
  cardNumber: cardDigits(values.number),
  expiry: gmoExpiry(values.expiry) ?? '',
  securityCode: typedDigits(values.code),
  holderName: values.holder.trim().toUpperCase(),
})

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
  ref,
}: {
  busy: boolean
  /** The last add failed: what was typed stays for another try. */
  failed: boolean
  /** Masked numbers of the buyer's saved cards. */
  savedCards: readonly string[]
  /** The card passed the form's checks: add it, and pay with it when `andPay`. */
  onSubmit: (andPay: boolean) => void
  ref?: Ref<NewCardHandle>
}) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const entry = useCardEntry(EMPTY, toGmo, registerCardForm, (number) =>
    isSavedCard(number, savedCards) ? 'card-already-saved' : undefined,
  )
  const { values, set, shown, clear, holder } = entry
  // The card is GMO's and the buyer's now: nothing of it stays on the page.
  const wasBusy = useRef(busy)
  useEffect(() => {
    if (wasBusy.current && !busy && !failed) clear()
    wasBusy.current = busy
  }, [busy, failed, clear])
  const holderError = message(check('cardHolder', values.holder), { kind: 'cardHolder' })
  // The form element, for Pay now to submit it, and which button the submit came from.
  const element = useRef<HTMLFormElement | null>(null)
  const andPay = useRef(false)
  const formRef = useCallback(
    (node: HTMLFormElement | null) => {
      element.current = node
      holder(node)
    },
    [holder],
  )
  const typed = Object.values(values).some((value) => value.trim() !== '')
  useImperativeHandle(
    ref,
    () => ({
      addAndPay: () => {
        if (!typed || !element.current) return false
        andPay.current = true
        element.current.requestSubmit()
        andPay.current = false
        return true
      },
    }),
    [typed],
  )

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        const pay = andPay.current
        entry.submit(!holderError, () => onSubmit(pay))(event)
      }}
      noValidate
      aria-label={t`New card`}
    >
      <CardEntryFields entry={entry} />
      <TextField
        label={t`Name on the card`}
        autoComplete="cc-name"
        value={values.holder}
        onChange={(event) => set('holder')(event.target.value)}
        error={shown(holderError)}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        <Trans>Add the card</Trans>
      </Button>
    </form>
  )
}
