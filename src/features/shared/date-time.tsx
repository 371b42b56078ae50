import { formatDate } from '../../lib/date-format'

/**
 * A moment as `<time>` in the display format, to the second (a payment deadline says its second
 * too). An answer that did not match its schema is used as it came (the schema policy), so the
 * value may still be the raw text: a date that cannot be read shows nothing rather than
 * "Invalid Date" or a crash.
 */
export function DateTime({ value }: { value: Date | string | number }) {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return <time dateTime={date.toISOString()}>{formatDate(date)}</time>
}
