import { describe, expect, it } from 'vitest'
import { linkIdOf, pathIdOf } from '../../../src/lib/ids'

describe('pathIdOf', () => {
  it('reads an id written the way the server writes it', () => {
    expect(pathIdOf('1')).toBe(1)
    expect(pathIdOf('9102')).toBe(9102)
    expect(pathIdOf(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('names nothing with any other spelling, so no request goes out with a rewritten id', () => {
    for (const raw of [
      '0',
      '0042',
      ' 42',
      '42 ',
      '4.2e1',
      '-5',
      '1.5',
      '+7',
      'abc',
      '',
      '٤٢',
      '４２',
    ])
      expect(pathIdOf(raw), raw).toBeUndefined()
    expect(pathIdOf(String(Number.MAX_SAFE_INTEGER + 1))).toBeUndefined()
    expect(pathIdOf('99999999999999999')).toBeUndefined()
    expect(pathIdOf(undefined)).toBeUndefined()
    expect(pathIdOf(null)).toBeUndefined()
  })
})

describe('linkIdOf', () => {
  it('reads a padded or spaced id from an outside link', () => {
    expect(linkIdOf(' 007 ')).toBe(7)
    expect(linkIdOf('0042')).toBe(42)
    expect(linkIdOf('5001')).toBe(5001)
  })

  it('still refuses what is not a positive id', () => {
    for (const raw of ['0', '000', '-5', '1e3', '12x', '', ' '])
      expect(linkIdOf(raw), raw).toBeUndefined()
  })
})
