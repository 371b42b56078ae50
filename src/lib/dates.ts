import * as v from 'valibot'

/**
 * The exact message the API contract gives when a value is not a date
 * (docs/entities.md#value-rules; its grammar is the contract's, kept as it is).
 */
export const NOT_A_DATE_MESSAGE = 'Not a iso8601 string or Date'

/**
 * ISO 8601 extended format, as the API and `Date#toISOString` write it: a calendar date, or a
 * date and a time (`T` or a space between), optionally with fractional seconds and a zone
 * (`Z`, `±hh`, `±hhmm`, `±hh:mm`). Years are four digits or the signed six-digit expanded form
 * that `toISOString` writes outside 0000..9999. Week dates and ordinal dates are not accepted:
 * the API never sends them.
 */
export const ISO_8601 =
  /^(?<year>\d{4}|[+-]\d{6})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\d|3[01])(?:[T ](?<time>(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?)(?<zone>Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; setUTCFullYear keeps years 0..99 as given.
  const date = new Date(0)
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}

/** ECMAScript only promises to read `Z` and `±hh:mm`; write `±hh` and `±hhmm` that way too. */
function normaliseZone(zone: string | undefined): string {
  if (zone === undefined || zone === 'Z') return zone ?? ''
  const minutes = zone.length === 3 ? '00' : zone.slice(-2)
  return `${zone.slice(0, 3)}:${minutes}`
}

/**
 * Parses an ISO 8601 string. Follows ECMAScript's reading of the ISO format (which is what every
 * browser does): a date alone is UTC midnight, a date-time without a zone is local time.
 */
function parseIsoString(value: string): Date | undefined {
  const match = ISO_8601.exec(value)
  if (!match?.groups) return undefined
  const { year, month, day, time, zone } = match.groups
  if (year === '-000000') return undefined // ISO 8601 forbids a negative zero year
  if (Number(day) > daysInMonth(Number(year), Number(month))) return undefined
  const normalised =
    time === undefined
      ? `${year}-${month}-${day}`
      : `${year}-${month}-${day}T${time}${normaliseZone(zone)}`
  const date = new Date(normalised)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * A date from an API response: an ISO 8601 string, a numeric timestamp or a Date. Numbers are
 * **milliseconds** since the epoch, the unit of `Date`, `Date.now()` and `JSON`-serialised JS
 * dates; the API sends ISO strings for its own fields. Returns `undefined` for anything else (an
 * invalid Date, NaN, a number outside the Date range, other strings).
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime())
  }
  if (typeof value === 'number') {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? undefined : date
  }
  if (typeof value === 'string') return parseIsoString(value)
  return undefined
}

/** Like `toDate`, but throws an Error whose message is exactly `Not a iso8601 string or Date`. */
export function parseDate(value: unknown): Date {
  const date = toDate(value)
  if (date === undefined) throw new Error(NOT_A_DATE_MESSAGE)
  return date
}

/** Valibot schema for a response or stored date: accepts the forms `toDate` does, outputs a Date. */
export const DateSchema = v.pipe(
  v.unknown(),
  v.rawTransform<unknown, Date>(({ dataset, addIssue, NEVER }) => {
    const date = toDate(dataset.value)
    if (date === undefined) {
      addIssue({ message: NOT_A_DATE_MESSAGE })
      return NEVER
    }
    return date
  }),
)
