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
