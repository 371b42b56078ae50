import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { DateSchema, NOT_A_DATE_MESSAGE, parseDate } from '../../../src/lib/dates'
import { formatDate } from '../../../src/lib/date-format'
import { setDateLocale } from '../../../src/lib/date-locale'

const validDate = fc.date({ noInvalidDate: true })
// Any value that is neither a string, a number nor a Date can never be a date.
const neitherStringNumberNorDate = fc
  .anything({ withDate: true, withBigInt: true, withMap: true, withSet: true })
  .filter((x) => typeof x !== 'string' && typeof x !== 'number' && !(x instanceof Date))

/** `date` written in ISO 8601 as seen from a zone `offsetMinutes` east of UTC, e.g. `...+09:00`. */
function isoWithOffset(date: Date, offsetMinutes: number, style: 'colon' | 'compact'): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, -1)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const hh = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0')
  const mm = String(Math.abs(offsetMinutes) % 60).padStart(2, '0')
  return `${local}${sign}${hh}${style === 'colon' ? ':' : ''}${mm}`
}

describe('parseDate', () => {
  it('reads back any instant written by toISOString', () => {
    fc.assert(
      fc.property(validDate, (date) => {
        expect(parseDate(date.toISOString()).getTime()).toBe(date.getTime())
      }),
    )
  })

  it('reads an ISO string with a zone offset as the same instant', () => {
    const years0to9999 = fc.date({
      min: new Date('0001-01-02T00:00:00Z'),
      max: new Date('9998-12-30T00:00:00Z'),
      noInvalidDate: true,
    })
    const offset = fc.integer({ min: -12 * 60, max: 14 * 60 })
    const style = fc.constantFrom('colon' as const, 'compact' as const)
    fc.assert(
      fc.property(years0to9999, offset, style, (date, minutes, s) => {
        expect(parseDate(isoWithOffset(date, minutes, s)).getTime()).toBe(date.getTime())
      }),
    )
  })

  it('reads the forms the API sends', () => {
    expect(parseDate('2024-05-01T09:30:00+09:00').toISOString()).toBe('2024-05-01T00:30:00.000Z')
    expect(parseDate('2024-05-01T09:30:00+09').toISOString()).toBe('2024-05-01T00:30:00.000Z')
    expect(parseDate('2024-05-01 00:30:00Z').toISOString()).toBe('2024-05-01T00:30:00.000Z')
    expect(parseDate('2024-05-01T00:30Z').toISOString()).toBe('2024-05-01T00:30:00.000Z')
    expect(parseDate('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z')
    // Without a zone a date-time is local time, as browsers read it.
    expect(parseDate('2024-05-01T09:30:00').getTime()).toBe(new Date(2024, 4, 1, 9, 30).getTime())
  })

  it('takes numbers as milliseconds since the epoch', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(parseDate(ms).getTime()).toBe(ms)
      }),
    )
    expect(parseDate(1_714_521_600_000).toISOString()).toBe('2024-05-01T00:00:00.000Z')
  })

  it('takes a Date and returns a copy the caller cannot change', () => {
    fc.assert(
      fc.property(validDate, (date) => {
        const original = date.getTime()
        const parsed = parseDate(date)
        expect(parsed.getTime()).toBe(original)
        parsed.setTime(original === 0 ? 1 : 0)
        expect(date.getTime()).toBe(original)
      }),
    )
  })

  it('rejects values that are not strings, numbers or Dates with the exact message', () => {
    fc.assert(
      fc.property(neitherStringNumberNorDate, (value) => {
        expect(() => parseDate(value)).toThrow(new Error(NOT_A_DATE_MESSAGE))
      }),
    )
    expect(NOT_A_DATE_MESSAGE).toBe('Not a iso8601 string or Date')
  })

  it('rejects strings that do not start like an ISO date', () => {
    const notIso = fc.string().filter((s) => !/^[+-]?\d{4}/.test(s))
    fc.assert(
      fc.property(notIso, (value) => {
        expect(() => parseDate(value)).toThrow(NOT_A_DATE_MESSAGE)
      }),
    )
  })

  it('rejects ISO strings with trailing text', () => {
    const junk = fc.string({ minLength: 1 }).filter((s) => !/^[\d:.+\-Z]/.test(s))
    fc.assert(
      fc.property(validDate, junk, (date, tail) => {
        expect(() => parseDate(date.toISOString() + tail)).toThrow(NOT_A_DATE_MESSAGE)
      }),
    )
  })

  it.each([
    '2023-02-29', // not a leap year
    '2024-04-31',
    '2024-13-01',
    '2024-05-01T24:00:00Z',
    '2024-05-01T10:60:00Z',
    '2024-05-01T10:00:00+25:00',
    '2024-5-1',
    ' 2024-05-01',
    '1714521600000', // a timestamp sent as text is not ISO 8601
    'Wed May 01 2024 09:30:00 GMT+0900',
    '-000000-01-01T00:00:00.000Z',
    '',
  ])('rejects the malformed date %j', (value) => {
    expect(() => parseDate(value)).toThrow(NOT_A_DATE_MESSAGE)
  })

  it.each([NaN, Infinity, -Infinity, 8.64e15 + 1, new Date('nope')])('rejects %s', (value) => {
    expect(() => parseDate(value)).toThrow(NOT_A_DATE_MESSAGE)
  })
})

describe('DateSchema', () => {
  it('outputs a Date for each accepted form', () => {
    const instant = new Date('2024-05-01T00:00:00Z')
    for (const input of ['2024-05-01T09:00:00+09:00', instant.getTime(), instant]) {
      const output = v.parse(DateSchema, input)
      expect(output).toBeInstanceOf(Date)
      expect(output.getTime()).toBe(instant.getTime())
    }
  })

  it('fails with the exact message for anything else', () => {
    const anyNonDate = fc.oneof(
      neitherStringNumberNorDate,
      fc.constant('2024-02-30'),
      fc.constant(NaN),
    )
    fc.assert(
      fc.property(anyNonDate, (value) => {
        const result = v.safeParse(DateSchema, value)
        expect(result.success).toBe(false)
        expect(result.issues?.map((issue) => issue.message)).toEqual([NOT_A_DATE_MESSAGE])
      }),
    )
  })
})

describe('formatDate', () => {
  it('shows YYYY/MM/DD HH:mm:ss in local time by default', () => {
    expect(formatDate(new Date(2024, 4, 1, 9, 3, 7))).toBe('2024/05/01 09:03:07')
    expect(formatDate(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024/12/31 23:59:59')
  })

  it('takes another format when a screen needs one', () => {
    expect(formatDate(new Date(2024, 4, 1, 9, 3, 7), 'YYYY/MM/DD')).toBe('2024/05/01')
  })
})

describe('formatDate follows the active language', () => {
  it('names months in the locale the i18n layer set, and keeps the numeric default format', () => {
    const date = new Date(2024, 4, 1, 9, 30, 0)
    setDateLocale('ja')
    expect(formatDate(date, 'MMMM')).toBe('5月')
    setDateLocale('zh-tw')
    expect(formatDate(date, 'MMMM')).toBe('五月')
    setDateLocale('en')
    expect(formatDate(date, 'MMMM')).toBe('May')
    expect(formatDate(date)).toBe('2024/05/01 09:30:00')
  })
})
