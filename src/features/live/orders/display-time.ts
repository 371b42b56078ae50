import { formatDate } from '../../../lib/date-format'

/** Order times to the minute: seconds mean nothing to a buyer reading their order. */
export function displayTime(date: Date | null): string | undefined {
  return date ? formatDate(date, 'YYYY/MM/DD HH:mm') : undefined
}
