import { Trans, useLingui } from '@lingui/react/macro'
import { cardDigits, parseCardExpiry, typedDigits } from '../forms/field-rules'
import { CardEntryFields, useCardEntry } from './card-entry'
import { registerTypedCardForm, type TypedCard } from './typed-card'
import { Button } from '../ui/button'

/** `MM/YY` as PayUni takes it, `MMYY`; empty when it is not a month. */
function payuniExpiry(raw: string): string {
  const expiry = parseCardExpiry(raw)
  return expiry
    ? `${String(expiry.month).padStart(2, '0')}${String(expiry.year % 100).padStart(2, '0')}`
    : ''
}

const EMPTY = { number: '', expiry: '', code: '' }

const toPayuni = (values: typeof EMPTY): TypedCard => ({
  cardNumber: cardDigits(values.number),
  expiry: payuniExpiry(values.expiry),
  cvc: typedDigits(values.code),
})

/**
 * A PayUni card typed here and paid with at once: the pay effect reads the fields through the
 * reader registered while this form is shown, so the number goes in the pay call only, never into
 * the stored checkout, storage or a report (docs/reliability.md#card-data).
 */
export function TypedCardForm({ busy, onPay }: { busy: boolean; onPay: () => void }) {
  const { t } = useLingui()
  const entry = useCardEntry(EMPTY, toPayuni, registerTypedCardForm)
  const { holder } = entry
  return (
    <form
      ref={holder}
      onSubmit={entry.submit(true, onPay)}
      noValidate
      aria-label={t`Pay with another card`}
    >
      <CardEntryFields entry={entry} />
      <Button type="submit" loading={busy}>
        <Trans>Pay with this card</Trans>
      </Button>
    </form>
  )
}
