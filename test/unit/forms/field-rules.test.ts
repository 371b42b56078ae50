import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  check,
  checkCardExpiry,
  checkQuantity,
  FIELD_LIMITS,
  isSavedCard,
  normalizePostcode,
} from '../../../src/features/forms/field-rules'

describe('shared field rules', () => {
  it('asks for a valid e-mail address, surrounding spaces forgiven', () => {
    expect(check('email', 'member@example.com')).toBeUndefined()
    expect(check('email', '  member@example.com ')).toBeUndefined()
    expect(check('email', '')).toBe('required')
    expect(check('email', '   ')).toBe('required')
    expect(check('email', 'member@example')).toBe('invalid-email')
    expect(check('email', 'member.example.com')).toBe('invalid-email')
  })

  it('wants new passwords of 8 to 72 characters, counted as people count them', () => {
    expect(check('newPassword', '')).toBe('required')
    expect(check('newPassword', '1234567')).toBe('too-short')
    expect(check('newPassword', '12345678')).toBeUndefined()
    // Seven emoji are seven characters, though fourteen UTF-16 units.
    expect(check('newPassword', '😀😀😀😀😀😀😀')).toBe('too-short')
    // Spaces are part of a password, not padding.
    expect(check('newPassword', '        ')).toBeUndefined()
    expect(check('newPassword', 'x'.repeat(FIELD_LIMITS.password))).toBeUndefined()
    expect(check('newPassword', 'x'.repeat(10_000))).toBe('too-long')
    expect(check('password', 'x'.repeat(10_000))).toBe('too-long')
  })

  it('takes Japanese phone numbers as people write them, and nothing else', () => {
    for (const phone of [
      '090-1234-5678',
      '09012345678',
      '03-1234-5678',
      '(03) 1234-5678',
      '0120-123-456',
      '+81 90 1234 5678',
      '０９０－１２３４－５６７８',
    ]) {
      expect(check('phone', phone), phone).toBeUndefined()
    }
    expect(check('phone', '')).toBe('required')
    for (const phone of [
      'abc',
      '123456',
      '1234567890',
      '090-1234-56789',
      '+1 415 555 0100',
      '090 1234 567x',
    ]) {
      expect(check('phone', phone), phone).toBe('invalid-phone')
    }
  })

  it('caps names and address lines, counting characters', () => {
    expect(check('name', '山田')).toBeUndefined()
    expect(check('name', ' ')).toBe('required')
    expect(check('name', '山'.repeat(FIELD_LIMITS.name))).toBeUndefined()
    expect(check('name', '山'.repeat(FIELD_LIMITS.name + 1))).toBe('too-long')
    expect(check('addressLine', 'x'.repeat(10_000))).toBe('too-long')
  })

  it('takes a postcode with a hyphen or full-width digits', () => {
    expect(normalizePostcode('100-0001')).toBe('1000001')
    expect(normalizePostcode('１００－０００１')).toBe('1000001')
    expect(check('postcode', '１００－０００１')).toBeUndefined()
    expect(check('postcode', '100-001')).toBe('invalid-postcode')
  })

  it('wants a card expiry of this month or later', () => {
    const now = new Date(2026, 10, 23)
    expect(checkCardExpiry('11/26', now)).toBeUndefined()
    expect(checkCardExpiry('1126', now)).toBeUndefined()
    expect(checkCardExpiry('01/31', now)).toBeUndefined()
    expect(checkCardExpiry('10/26', now)).toBe('card-expired')
    expect(checkCardExpiry('12/19', now)).toBe('card-expired')
    expect(checkCardExpiry('13/30', now)).toBe('invalid-expiry')
    expect(checkCardExpiry('', now)).toBe('required')
  })

  it('wants a quantity from 1 to the limit, never rounding what was typed', () => {
    expect(checkQuantity('1', 5)).toBeUndefined()
    expect(checkQuantity('5', 5)).toBeUndefined()
    expect(checkQuantity('0', 5)).toBe('invalid-quantity')
    expect(checkQuantity('-1', 5)).toBe('invalid-quantity')
    expect(checkQuantity('1.5', 5)).toBe('invalid-quantity')
    expect(checkQuantity('99999', 5)).toBe('quantity-over-limit')
    expect(checkQuantity('', 5)).toBe('required')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), (n, max) => {
        expect(checkQuantity(String(n), max) === undefined).toBe(n <= max)
      }),
    )
  })

  it('knows a card already saved by its masked number', () => {
    expect(isSavedCard('4111 1111 1111 1111', ['************1111'])).toBe(true)
    expect(isSavedCard('4111111111111111', ['411111******1111'])).toBe(true)
    expect(isSavedCard('4000000000000002', ['************1111'])).toBe(false)
    expect(isSavedCard('4111111111111111', [])).toBe(false)
  })
})
