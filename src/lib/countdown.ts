import dayjs from 'dayjs'
import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from './time-units'

/**
 * Countdown helpers for limited-time sales and payment deadlines. They work on whole seconds with
 * plain division rather than dayjs' duration plugin, whose `days()` rolls over into 30-day months
 * and whose `HH` wraps at 24: a countdown needs neither.
 */
export interface CountdownParts {
  days: number
  /** Two digits, 00..23. */
  hours: string
  /** Two digits, 00..59. */
  minutes: string
  /** Two digits, 00..59. */
  seconds: string
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/**
 * Whole seconds left; a countdown is never negative (over means 0) and a fraction of a second
 * still to go is not shown. NaN and infinities are not a countdown: they read as 0, so a bad
 * date never shows a clock that runs for ever.
 */
function wholeSeconds(totalSeconds: number): number {
  return Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0
}

/** Days plus two-digit hours, minutes and seconds: 183845 -> {days: 2, hours: '03', minutes: '04', seconds: '05'}. */
export function countdownParts(totalSeconds: number): CountdownParts {
  const total = wholeSeconds(totalSeconds)
  return {
    days: Math.floor(total / SECONDS_PER_DAY),
    hours: twoDigits(Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR)),
    minutes: twoDigits(Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE)),
    seconds: twoDigits(total % SECONDS_PER_MINUTE),
  }
}

/**
 * `hh:mm:ss`. Past 24 hours the hours keep counting (`49:05:03`, `100:00:00`) rather than
 * wrapping, so the clock never shows less time than is left; use `countdownParts` to show days.
 */
export function countdownClock(totalSeconds: number): string {
  const total = wholeSeconds(totalSeconds)
  const hours = Math.floor(total / SECONDS_PER_HOUR)
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE)
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(total % SECONDS_PER_MINUTE)}`
}

/**
 * Seconds from `now` until `target`, rounded up so that the clock reads 00:00:00 only once the
 * moment has come; 0 when it has passed.
 */
export function secondsUntil(target: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil(dayjs(target).diff(now, 'second', true)))
}
