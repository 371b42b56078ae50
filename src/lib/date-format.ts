/**
 * Dates for people to read. Apart from the parsing in dates.ts, so the API schemas (which parse
 * dates) don't bring dayjs along: it loads only with a page that shows a date.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/ja'
import 'dayjs/locale/zh-tw'
import { dateLocale } from './date-locale'

/** The default display format (`yyyy/MM/dd HH:mm:ss`), in dayjs tokens. */
export const DISPLAY_DATE_FORMAT = 'YYYY/MM/DD HH:mm:ss'

/** A date for people to read, in the browser's time zone: `2024/05/01 09:30:00`. */
export function formatDate(value: Date, format: string = DISPLAY_DATE_FORMAT): string {
  return dayjs(value).locale(dateLocale()).format(format)
}
