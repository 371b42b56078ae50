/**
 * The fake GMO's card tokens. The browser gives the card number to the fake GMO script
 * (gmo-token.js), which posts it to /__sandbox/pay/gmo-token and gets a token back; the app then
 * sends only the token to the API (saving a card), as with the real GMO. The API side resolves the
 * token here to learn which test card it stands for, so a saved card behaves like its number.
 *
 * Tokens live in the data store (`db.cardTokens`), so a reset forgets them with everything else.
 */
import type { Db } from '../db/db'
import type { CardTokenRow } from '../db/types/wallet'

/** GMO's tokens expire 30 minutes after issue; a late save must fail as it would there. */
export const TOKEN_LIFETIME_MS = 30 * 60_000

export interface TokenisedCard {
  /** Digits only. */
  cardNumber: string
  /** `YYYYMM`. */
  expire: string
}

function newToken(): string {
  // Shaped like GMO's (long, opaque, URL-safe); two UUIDs give 64 hex characters.
  return `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '')
}

/** A new token for a card, valid for TOKEN_LIFETIME_MS. */
export function issue(db: Db, card: TokenisedCard): CardTokenRow {
  const row: CardTokenRow = {
    token: newToken(),
    card_number: card.cardNumber,
    expire: card.expire,
    created_at: db.nowIso(),
  }
  db.cardTokens.set(row.token, row)
  return row
}

/** When the token stops being accepted, as GMO reports it (`toBeExpiredAt` is the card's). */
export function tokenExpiresAt(row: CardTokenRow): Date {
  return new Date(Date.parse(row.created_at) + TOKEN_LIFETIME_MS)
}

/** The card behind a token; undefined when the token is unknown or has expired. */
export function resolve(db: Db, token: string): CardTokenRow | undefined {
  const row = db.cardTokens.get(token)
  if (!row || tokenExpiresAt(row).getTime() <= db.now().getTime()) return undefined
  return row
}

/** GMO's masked form of a card number: first six and last four digits. */
export function maskCardNumber(cardNumber: string): string {
  const hidden = Math.max(0, cardNumber.length - 10)
  return `${cardNumber.slice(0, 6)}${'*'.repeat(hidden)}${cardNumber.slice(-4)}`
}
