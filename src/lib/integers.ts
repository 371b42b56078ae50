import * as v from 'valibot'

/**
 * Integer checks (ids, quantities, counts; docs/entities.md#value-rules). Safe integers only: a
 * number past 2^53 has lost its exact value and is not a trustworthy id or quantity.
 */
export function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0
}

export function isNonNegativeInteger(value: unknown): value is number {
  // `-0` counts as 0: JSON.parse('-0') gives it and it means nothing else.
  return Number.isSafeInteger(value) && (value as number) >= 0
}

export const POSITIVE_INTEGER_MESSAGE = 'Must be a positive integer'
export const NON_NEGATIVE_INTEGER_MESSAGE = 'Must be a non-negative integer'

export const PositiveIntegerSchema = v.pipe(
  v.number(POSITIVE_INTEGER_MESSAGE),
  v.safeInteger(POSITIVE_INTEGER_MESSAGE),
  v.minValue(1, POSITIVE_INTEGER_MESSAGE),
)

export const NonNegativeIntegerSchema = v.pipe(
  v.number(NON_NEGATIVE_INTEGER_MESSAGE),
  v.safeInteger(NON_NEGATIVE_INTEGER_MESSAGE),
  v.minValue(0, NON_NEGATIVE_INTEGER_MESSAGE),
)
