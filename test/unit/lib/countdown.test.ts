import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { countdownClock, countdownParts, secondsUntil } from '../../../src/lib/countdown'
import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '../../../src/lib/time-units'

// Up to ten years of seconds: longer than any sale or payment deadline.
const seconds = fc.integer({ min: 0, max: 10 * 366 * SECONDS_PER_DAY })
const twoDigits = /^\d{2}$/

describe('time units', () => {
  it('are a day, an hour and a minute in seconds', () => {
    expect([SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE]).toEqual([86400, 3600, 60])
  })
})

describe('countdownParts', () => {
  it('splits 2 days 3 h 4 min 5 s into days and two-digit fields', () => {
    expect(countdownParts(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toEqual({
      days: 2,
      hours: '03',
      minutes: '04',
      seconds: '05',
    })
  })

  it('composes back to the total, each field in its range', () => {
    fc.assert(
      fc.property(seconds, (total) => {
        const { days, hours, minutes, seconds: secs } = countdownParts(total)
        for (const field of [hours, minutes, secs]) expect(field).toMatch(twoDigits)
        expect(Number(hours)).toBeLessThan(24)
        expect(Number(minutes)).toBeLessThan(60)
        expect(Number(secs)).toBeLessThan(60)
        expect(days * 86400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(secs)).toBe(
          total,
        )
      }),
    )
  })

  it('drops the fraction of a second still to go', () => {
    fc.assert(
      fc.property(seconds, fc.double({ min: 0, max: 0.999, noNaN: true }), (total, fraction) => {
        expect(countdownParts(total + fraction)).toEqual(countdownParts(total))
      }),
    )
  })

  it('shows zero once the time is up or for a value that is not a time', () => {
    const zero = { days: 0, hours: '00', minutes: '00', seconds: '00' }
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), (past) => {
        expect(countdownParts(past)).toEqual(zero)
      }),
    )
    for (const bad of [NaN, Infinity]) expect(countdownParts(bad)).toEqual(zero)
  })
})

describe('countdownClock', () => {
  it('writes hh:mm:ss', () => {
    expect(countdownClock(3 * 3600 + 4 * 60 + 5)).toBe('03:04:05')
    expect(countdownClock(59)).toBe('00:00:59')
  })

  it('keeps counting hours past a day instead of wrapping', () => {
    expect(countdownClock(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('51:04:05')
    expect(countdownClock(100 * 3600)).toBe('100:00:00')
  })

  it('composes back to the total and agrees with countdownParts', () => {
    fc.assert(
      fc.property(seconds, (total) => {
        const match = /^(\d{2,}):(\d{2}):(\d{2})$/.exec(countdownClock(total))
        expect(match).not.toBeNull()
        const [, h, m, s] = match!.map(Number)
        expect(h! * 3600 + m! * 60 + s!).toBe(total)
        const parts = countdownParts(total)
        expect(`${parts.minutes}:${parts.seconds}`).toBe(countdownClock(total).slice(-5))
      }),
    )
  })

  it('reads 00:00:00 once the time is up', () => {
    expect(countdownClock(-5)).toBe('00:00:00')
    expect(countdownClock(NaN)).toBe('00:00:00')
  })
})

describe('secondsUntil', () => {
  const now = new Date('2024-05-01T00:00:00.000Z')
  const at = (ms: number) => new Date(now.getTime() + ms)

  it('rounds up so the clock reaches zero only when the moment comes', () => {
    expect(secondsUntil(at(1500), now)).toBe(2)
    expect(secondsUntil(at(1), now)).toBe(1)
    expect(secondsUntil(at(0), now)).toBe(0)
    expect(secondsUntil(at(SECONDS_PER_DAY * 1000), now)).toBe(SECONDS_PER_DAY)
  })

  it('is zero for a moment that has passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (ago) => {
        expect(secondsUntil(at(-ago), now)).toBe(0)
      }),
    )
  })
})
