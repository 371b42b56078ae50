/**
 * What the payment machine knows, as plain types. Machines import nothing from `src`, so these
 * mirror the API types (src/api/schemas/…, src/api/shared/pay.ts);
 * test/machines/payment-types.test-d.ts fails if the two drift apart.
 */

/** The payment types that move money through a provider; cash on delivery needs no machine. */
export type { PaymentMethod } from './payment-methods'

/** An order's payment status. */
export type PaymentStatus = 'init' | 'pending' | 'approving' | 'paid' | 'failed' | 'refunded'

/** GMO's convenience-store codes: Lawson, FamilyMart, Ministop, Seicomart. */
export type ConvenienceCode = '00001' | '00002' | '00005' | '00008'

/**
 * The card to pay with: one of the buyer's saved cards, or (PayUni) a card typed into the form.
 * The typed card's number never enters the machine, whose snapshot is persisted: the app's `pay`
 * effect reads it from the form.
 */
export type CardChoice = { kind: 'saved'; id: number } | { kind: 'typed' }

/** A convenience-store payee: a saved one, or a new one the effect saves first. */
export type PayeeChoice =
  | { kind: 'saved'; id: number }
  | {
      kind: 'new'
      buyer_name: string
      buyer_name_kana: string
      buyer_cellphone: string
      convenience_code: ConvenienceCode
    }

/**
 * GMO's token result for a card typed in the browser (the token script,
 * docs/reliability.md#card-data): what POST /credit-cards saves. The card number itself never
 * reaches the API or the machine.
 */
export interface GmoCardToken {
  token: string
  maskedCardNo: string
  /** `YYYYMM`. */
  toBeExpiredAt: string
  isSecurityCodeSet: boolean
}

/** A saved card (POST /credit-cards answer). */
export interface SavedCard {
  id: number
  masked_card_no: string
}

/**
 * What a pay call came to, as `payOutcome` (src/api/shared/pay.ts) sorts it, with the refusal
 * reduced to its code (GMO_PAYMENT_EXCEPTION, PAYUNI_API_ERROR, MISSING_PAYMENT_REDIRECT_URL,
 * VALIDATION_EXCEPTION, UNKNOWN …) since the machine only keeps what the page shows.
 */
export type PayResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'settled' }
  | { kind: 'refused'; code: string; fields?: string[]; message?: string; reportCode?: string }
  /** `code`: what a 5xx answer said, when its body was the API's (INTERNAL_API_ERROR). */
  | { kind: 'unknown'; code?: string }
  | { kind: 'invalid' }

/**
 * What the page shows of a refusal besides its code: the request fields a VALIDATION_EXCEPTION
 * named, or the provider's own reason (PayUni's message), as text; and the provider's report
 * code (GMO's), which the buyer quotes to support and the error report carries.
 */
export interface PaymentRefusal {
  fields: string[]
  message: string | null
  /** Optional: a snapshot saved before it existed has none. */
  reportCode?: string | null
}

/**
 * The 5xx codes that say the provider was never reached (PayUni's INTERNAL_API_ERROR). Such an
 * answer still leaves the charge unknown, so the order is re-read first; when the order then says
 * nothing was charged, the buyer reads that the provider could not be reached (and may try
 * again with the same saved card), not the general "not completed".
 */
export const PROVIDER_UNREACHED_CODES: readonly string[] = ['INTERNAL_API_ERROR']

/** The order as a re-read shows its payment (GET orders/{id}). */
export interface OrderPaymentRead {
  status: PaymentStatus
}

/** Where and by when to pay at the store (the order's `payment.account` and `expire_at`). */
export interface StorePaymentAccount {
  convenience_code: string
  receipt_no: string
  conf_no: string | null
  /** ISO 8601 deadline. */
  expire_at: string | null
}

/** How a payment run ended: the order is paid, or waits for the buyer at the store. */
export type PaymentOutput =
  | { orderId: number; outcome: 'paid' }
  | { orderId: number; outcome: 'awaitingStorePayment'; account: StorePaymentAccount }

/**
 * A pay call refused because the session ended (a 401): the buyer logs in again and comes back
 * to the order; nothing was said about the card.
 */
export const SESSION_ENDED = 'SESSION_ENDED'

/** The code an effect's rejection carries (`{ code }`), else UNKNOWN. */
export const UNKNOWN_PAYMENT_FAILURE = 'UNKNOWN'

export function paymentFailureCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error
    if (typeof code === 'string') return code
  }
  return UNKNOWN_PAYMENT_FAILURE
}
