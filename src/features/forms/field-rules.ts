/**
 * The rules of every kind of field the shops' forms ask for, written once: one valibot schema per
 * kind, whose failure message is a problem code the page turns into a translated sentence
 * (field-messages.ts). Forms check before sending to spare a round trip and to say what to fix;
 * the server still decides. A value is never changed to pass a rule: the person fixes it.
 */
import * as v from 'valibot'
import { EmailSchema } from '../../api/schemas/common'

/**
 * Longest accepted values, in characters. Names fit a delivery label; a password longer than
 * bcrypt's 72 bytes would be cut silently by many servers; free text fits a message box.
 */
export const FIELD_LIMITS = {
  name: 50,
  password: 72,
  passwordMin: 8,
  email: 254,
  addressLine: 100,
  freeText: 1000,
} as const

export type FieldProblem =
  | 'required'
  | 'too-long'
  | 'too-short'
  | 'invalid-email'
  | 'invalid-phone'
  | 'invalid-kana'
  | 'invalid-postcode'
  | 'invalid-card-number'
  | 'invalid-expiry'
  | 'card-expired'
  | 'invalid-security-code'
  | 'card-already-saved'
  | 'invalid-quantity'
  | 'quantity-over-limit'

export type FieldProblems<K extends string> = Partial<Record<K, FieldProblem>>

const chars = (value: string) => [...value].length

/** Typed text, trimmed, required, at most `max` characters. */
const requiredText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'required' satisfies FieldProblem),
    v.check((value) => chars(value) <= max, 'too-long' satisfies FieldProblem),
  )

/**
 * Full-width digits, dashes, slashes, brackets and spaces as a Japanese keyboard types them, as
 * ASCII: the one rule every form applies to what it checks and what it sends for a phone, postcode,
 * card number, expiry, security code or quantity. Only these characters change; anything else stays
 * for the rules to refuse.
 */
export function toAsciiDigits(raw: string): string {
  return raw
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[‐－ー―]/g, '-')
    .replace(/＋/g, '+')
    .replace(/／/g, '/')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\u3000/g, ' ')
}

/** A typed number-like value as it is checked and sent: the full-width rule, then trimmed. */
export const typedDigits = (raw: string): string => toAsciiDigits(raw).trim()

/**
 * A Japanese phone number: 10 digits from 0 (landlines, 0120), 11 from 0 (070/080/090 mobiles,
 * 050), or +81 with the leading 0 dropped; hyphens, spaces and brackets allowed between.
 */
export function isJpPhone(raw: string): boolean {
  const text = toAsciiDigits(raw).trim()
  if (!/^\+?[\d\s()-]+$/.test(text)) return false
  const digits = text.replace(/[\s()-]/g, '')
  return /^0\d{9,10}$/.test(digits) || /^\+81[1-9]\d{8,9}$/.test(digits)
}

/** The number as dialled in Japan, digits only: `+81 90-1234-5678` is `09012345678`. */
export function jpPhoneDigits(raw: string): string {
  const digits = toAsciiDigits(raw).replace(/[\s()-]/g, '')
  return digits.startsWith('+81') ? `0${digits.slice(3)}` : digits
}

/** A JP postcode, `1000001` or `100-0001`, full-width digits allowed, as the look-up takes it. */
export function normalizePostcode(raw: string): string {
  return toAsciiDigits(raw).replace(/[-\s]/g, '')
}

/** `MM/YY` (or `MMYY`) as typed: the month and the 4-digit year, or null when it is not a month. */
export function parseCardExpiry(raw: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(toAsciiDigits(raw).trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const thisMonth = now.getFullYear() * 12 + now.getMonth()
  return expiry.year * 12 + (expiry.month - 1) < thisMonth
}

export const cardDigits = (raw: string) => toAsciiDigits(raw).replace(/[\s-]/g, '')

/** One schema per kind of field; `check` runs one and answers its first problem. */
export const FIELD_SCHEMAS = {
  name: requiredText(FIELD_LIMITS.name),
  addressLine: requiredText(FIELD_LIMITS.addressLine),
  freeText: requiredText(FIELD_LIMITS.freeText),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'required' satisfies FieldProblem),
    v.check((value) => chars(value) <= FIELD_LIMITS.email, 'too-long' satisfies FieldProblem),
    v.check((value) => v.is(EmailSchema, value), 'invalid-email' satisfies FieldProblem),
  ),
  /** Login: only presence and length; a wrong password is the server's to say. */
  password: v.pipe(
    v.string(),
    v.minLength(1, 'required' satisfies FieldProblem),
    v.check((value) => chars(value) <= FIELD_LIMITS.password, 'too-long' satisfies FieldProblem),
  ),
  /** A new password, spaces included, counted in characters as the server counts it. */
  newPassword: v.pipe(
    v.string(),
    v.minLength(1, 'required' satisfies FieldProblem),
    v.check(
      (value) => chars(value) >= FIELD_LIMITS.passwordMin,
      'too-short' satisfies FieldProblem,
    ),
    v.check((value) => chars(value) <= FIELD_LIMITS.password, 'too-long' satisfies FieldProblem),
  ),
  /** A name in katakana, as convenience-store payments ask for it. */
  nameKana: v.pipe(
    requiredText(FIELD_LIMITS.name),
    v.regex(/^[\u30A0-\u30FF\s\u3000]+$/, 'invalid-kana' satisfies FieldProblem),
  ),
  phone: v.pipe(
    v.string(),
    v.transform(typedDigits),
    v.minLength(1, 'required' satisfies FieldProblem),
    v.check(isJpPhone, 'invalid-phone' satisfies FieldProblem),
  ),
  postcode: v.pipe(
    v.string(),
    v.check((value) => normalizePostcode(value) !== '', 'required' satisfies FieldProblem),
    v.check(
      (value) => /^\d{7}$/.test(normalizePostcode(value)),
      'invalid-postcode' satisfies FieldProblem,
    ),
  ),
  cardNumber: v.pipe(
    v.string(),
    v.check((value) => cardDigits(value) !== '', 'required' satisfies FieldProblem),
    v.check(
      (value) => /^\d{13,19}$/.test(cardDigits(value)),
      'invalid-card-number' satisfies FieldProblem,
    ),
  ),
  securityCode: v.pipe(
    v.string(),
    v.transform(typedDigits),
    v.minLength(1, 'required' satisfies FieldProblem),
    v.regex(/^\d{3,4}$/, 'invalid-security-code' satisfies FieldProblem),
  ),
  /** The holder's name, optional, in the Latin letters printed on a card. */
  cardHolder: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => chars(value) <= FIELD_LIMITS.name, 'too-long' satisfies FieldProblem),
  ),
} as const

export type FieldKind = keyof typeof FIELD_SCHEMAS

/** The first problem of a value for its kind of field, or undefined when it passes. */
export function check(kind: FieldKind, value: string): FieldProblem | undefined {
  const result = v.safeParse(FIELD_SCHEMAS[kind], value)
  return result.success ? undefined : (result.issues[0].message as FieldProblem)
}

/** Optional: empty passes, anything typed must pass the kind's rule. */
export function checkOptional(kind: FieldKind, value: string): FieldProblem | undefined {
  return value.trim() === '' ? undefined : check(kind, value)
}

/** Card expiry: a month, and not before this month (the clock is passed in, so tests fix it). */
export function checkCardExpiry(raw: string, now: Date): FieldProblem | undefined {
  if (raw.trim() === '') return 'required'
  const expiry = parseCardExpiry(raw)
  if (!expiry) return 'invalid-expiry'
  return cardExpired(expiry, now) ? 'card-expired' : undefined
}

/** A quantity as typed: a whole number from 1 to `max` (the SKU's limit), nothing rounded. */
export function checkQuantity(raw: string, max: number): FieldProblem | undefined {
  const text = toAsciiDigits(raw).trim()
  if (text === '') return 'required'
  if (!/^\d+$/.test(text) || Number(text) < 1) return 'invalid-quantity'
  return Number(text) > max ? 'quantity-over-limit' : undefined
}

/**
 * Whether a typed card number is a card already saved, as far as its masked number tells
 * (`************1111`, or `411111******1111`): same length and every shown digit the same.
 */
export function isSavedCard(typed: string, maskedCardNumbers: readonly string[]): boolean {
  const digits = cardDigits(typed)
  return maskedCardNumbers.some(
    (masked) =>
      masked.length === digits.length &&
      [...masked].every((char, index) => char === '*' || char === digits[index]),
  )
}

/** Only the fields with a problem. */
export function collect<K extends string>(
  checks: Record<K, FieldProblem | undefined>,
): FieldProblems<K> {
  const problems: FieldProblems<K> = {}
  for (const key of Object.keys(checks) as K[]) {
    if (checks[key] !== undefined) problems[key] = checks[key]
  }
  return problems
}
