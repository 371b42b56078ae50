import { useEffect, useRef } from 'react'
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

  return (
    <form
      ref={holder}
      onSubmit={entry.submit(!holderError, onSubmit)}
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
