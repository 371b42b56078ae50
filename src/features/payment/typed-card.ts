/**
 * A PayUni card typed into the form (docs/reliability.md#card-data): it goes in the pay call's
 * body and nowhere else. The payment machine only knows that a typed card was chosen (its
 * snapshot is stored); the `pay` effect reads the fields through the reader the form registers
 * while it is shown, so the number never reaches storage, logs or error reports.
 */
export interface TypedCard {
  cardNumber: string
  /** `MMYY`, as PayUni takes it. */
  expiry: string
  cvc: string
}

let readTypedCardForm: (() => TypedCard) | null = null

/** The card form registers how to read its fields; it unregisters (null) when it goes away. */
export function registerTypedCardForm(reader: (() => TypedCard) | null): void {
  readTypedCardForm = reader
}

export function readTypedCard(): TypedCard | null {
  return readTypedCardForm?.() ?? null
}

/** `MM/YY` or `MMYY` as PayUni takes it, `MMYY`; null when it is not a month. */
export function payuniExpiry(raw: string): string | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(raw.trim())
  if (!match) return null
  const [, month = '', year = ''] = match
  const number = Number(month)
  return number >= 1 && number <= 12 ? `${month}${year}` : null
}

/** Digits only: spaces and dashes people type between groups are dropped. */
export const cardDigits = (raw: string) => raw.replace(/[\s-]/g, '')
