import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cardDigits,
  check,
  checkCardExpiry,
  checkQuantity,
  normalizePostcode,
  parseCardExpiry,
  typedDigits,
} from '../../../src/features/forms/field-rules'

/** What a Japanese keyboard types for an ASCII digit string: each character's full-width twin. */
const fullWidth = (ascii: string) =>
  ascii.replace(/[0-9/()+-]/g, (char) =>
    char === '-' ? '－' : String.fromCharCode(char.charCodeAt(0) + 0xfee0),
  )

const NOW = new Date('2026-12-01T00:00:00Z')

describe('full-width digits, one rule for every form', () => {
  it('checks each kind of field the same whether typed full-width or not', () => {
    const cases = [
      ['phone', '090-1234-5678'],
      ['phone', '(03)1234-5678'],
      ['postcode', '100-0001'],
      ['cardNumber', '4111111111111111'],
      ['securityCode', '123'],
      ['securityCode', '1234'],
    ] as const
    for (const [kind, ascii] of cases) {
      expect(check(kind, ascii)).toBeUndefined()
      expect(check(kind, fullWidth(ascii))).toBeUndefined()
    }
    expect(checkCardExpiry(fullWidth('12/30'), NOW)).toBeUndefined()
    expect(parseCardExpiry('１２／３０')).toEqual({ month: 12, year: 2030 })
    expect(checkQuantity('３', 5)).toBeUndefined()
  })

  it('sends what it checked: ASCII digits, nothing else changed', () => {
    expect(typedDigits(' ０９０－１２３４－５６７８ ')).toBe('090-1234-5678')
    expect(typedDigits('１２３')).toBe('123')
    expect(normalizePostcode('１００－０００１')).toBe('1000001')
    expect(cardDigits('４１１１　１１１１　１１１１　１１１１')).toBe('4111111111111111')
    // Letters are not digits: the rules still refuse them.
    expect(check('securityCode', '１２a')).toBe('invalid-security-code')
  })

  it('agrees with the ASCII value for any digits typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9-]{0,16}$/), (ascii) => {
        expect(typedDigits(fullWidth(ascii))).toBe(ascii.trim())
        for (const kind of ['phone', 'postcode', 'cardNumber', 'securityCode'] as const)
          expect(check(kind, fullWidth(ascii))).toBe(check(kind, ascii))
        expect(checkQuantity(fullWidth(ascii), 99)).toBe(checkQuantity(ascii, 99))
      }),
    )
  })

  it('says a quantity like "1e" is not a whole number, never that it is empty', () => {
    expect(checkQuantity('1e', 5)).toBe('invalid-quantity')
    expect(checkQuantity('1.5', 5)).toBe('invalid-quantity')
  })
})
