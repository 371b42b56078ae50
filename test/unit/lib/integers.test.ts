import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import {
  NON_NEGATIVE_INTEGER_MESSAGE,
  NonNegativeIntegerSchema,
  POSITIVE_INTEGER_MESSAGE,
  PositiveIntegerSchema,
  isNonNegativeInteger,
  isPositiveInteger,
} from '../../../src/lib/integers'

const safe = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }
const fractional = fc
  .double({ noNaN: true, noDefaultInfinity: true })
  .filter((n) => !Number.isInteger(n))
const notANumber = fc.anything().filter((x) => typeof x !== 'number')
const unsafe = fc.constantFrom(NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1, 2 ** 60)

describe('integer checks', () => {
  it('accept whole numbers in their range', () => {
    fc.assert(
      fc.property(fc.integer({ ...safe, min: 1 }), (n) => {
        expect(isPositiveInteger(n)).toBe(true)
        expect(isNonNegativeInteger(n)).toBe(true)
      }),
    )
    expect(isNonNegativeInteger(0)).toBe(true)
    expect(isNonNegativeInteger(-0)).toBe(true)
    expect(isPositiveInteger(0)).toBe(false)
  })

  it('reject negative numbers', () => {
    fc.assert(
      fc.property(fc.integer({ ...safe, max: -1 }), (n) => {
        expect(isPositiveInteger(n)).toBe(false)
        expect(isNonNegativeInteger(n)).toBe(false)
      }),
    )
  })

  it('reject fractions, non-numbers, numeric text and numbers past the safe range', () => {
    fc.assert(
      fc.property(fc.oneof(fractional, notANumber, unsafe, fc.nat().map(String)), (x) => {
        expect(isPositiveInteger(x)).toBe(false)
        expect(isNonNegativeInteger(x)).toBe(false)
      }),
    )
  })
})

describe('integer schemas', () => {
  const messages = (result: { issues?: readonly { message: string }[] }) =>
    result.issues?.map((issue) => issue.message) ?? []

  it('agree with the checks on every value', () => {
    const anyValue = fc.oneof(fc.integer(safe), fractional, notANumber, unsafe, fc.constant(0))
    fc.assert(
      fc.property(anyValue, (x) => {
        expect(v.safeParse(PositiveIntegerSchema, x).success).toBe(isPositiveInteger(x))
        expect(v.safeParse(NonNegativeIntegerSchema, x).success).toBe(isNonNegativeInteger(x))
      }),
    )
  })

  it('fail with a message that says what was expected', () => {
    expect(messages(v.safeParse(PositiveIntegerSchema, 0))).toContain(POSITIVE_INTEGER_MESSAGE)
    expect(messages(v.safeParse(PositiveIntegerSchema, '3'))).toEqual([POSITIVE_INTEGER_MESSAGE])
    expect(messages(v.safeParse(NonNegativeIntegerSchema, -1))).toContain(
      NON_NEGATIVE_INTEGER_MESSAGE,
    )
    expect(messages(v.safeParse(NonNegativeIntegerSchema, 1.5))).toContain(
      NON_NEGATIVE_INTEGER_MESSAGE,
    )
  })
})
