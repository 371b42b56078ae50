import { describe, expect, it } from 'vitest'
import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  validateLogin,
  validateProfileName,
  validateRegister,
} from '../../../src/features/account/form-rules'

describe('account form rules', () => {
  it('asks for a valid e-mail address, surrounding spaces forgiven', () => {
    expect(checkEmail('member@example.com')).toBeUndefined()
    expect(checkEmail('  member@example.com ')).toBeUndefined()
    expect(checkEmail('')).toBe('required')
    expect(checkEmail('   ')).toBe('required')
    expect(checkEmail('member@example')).toBe('invalid-email')
    expect(checkEmail('member.example.com')).toBe('invalid-email')
  })

  it('wants new passwords of 8 characters or more, counted as people count them', () => {
    expect(checkNewPassword('')).toBe('required')
    expect(checkNewPassword('1234567')).toBe('too-short')
    expect(checkNewPassword('12345678')).toBeUndefined()
    // Seven emoji are seven characters, though fourteen UTF-16 units.
    expect(checkNewPassword('😀😀😀😀😀😀😀')).toBe('too-short')
    // Spaces are part of a password, not padding.
    expect(checkNewPassword('        ')).toBeUndefined()
  })

  it('takes phone numbers as people write them', () => {
    expect(checkPhone('090-1234-5678')).toBeUndefined()
    expect(checkPhone('+81 90 1234 5678')).toBeUndefined()
    expect(checkPhone('(03) 1234-5678')).toBeUndefined()
    expect(checkPhone('')).toBe('required')
    expect(checkPhone('123456')).toBe('invalid-phone')
    expect(checkPhone('call me')).toBe('invalid-phone')
    expect(checkPhone('1234567890123456')).toBe('invalid-phone')
  })

  it('checks login for presence and the e-mail form only: a wrong password is the server’s to say', () => {
    expect(validateLogin({ email: 'member@example.com', password: 'x' })).toEqual({})
    expect(validateLogin({ email: 'nope', password: '' })).toEqual({
      email: 'invalid-email',
      password: 'required',
    })
  })

  it('names every register field that needs fixing, at once', () => {
    expect(
      validateRegister({
        first_name: '花子',
        last_name: '山田',
        email: 'h@example.com',
        password: 'sakura2026',
      }),
    ).toEqual({})
    expect(
      validateRegister({ first_name: ' ', last_name: '', email: 'h@', password: 'short' }),
    ).toEqual({
      first_name: 'required',
      last_name: 'required',
      email: 'invalid-email',
      password: 'too-short',
    })
  })

  it('wants the name and phone together for a profile update', () => {
    expect(validateProfileName({ first_name: '健', last_name: '佐藤', phone_number: '' })).toEqual({
      phone_number: 'required',
    })
  })
})
