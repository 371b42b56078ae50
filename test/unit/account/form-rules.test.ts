import { describe, expect, it } from 'vitest'
import {
  validateLogin,
  validateProfileName,
  validateRegister,
} from '../../../src/features/account/form-rules'

describe('account form rules', () => {
  it('checks login for presence and the e-mail form only: a wrong password is the server’s to say', () => {
    expect(validateLogin({ email: 'member@example.com', password: 'x' })).toEqual({})
    expect(validateLogin({ email: 'nope', password: '' })).toEqual({
      email: 'invalid-email',
      password: 'required',
    })
  })

  it('names every register field that needs fixing, at once, long ones included', () => {
    expect(
      validateRegister({
        first_name: '花子',
        last_name: '山田',
        email: 'h@example.com',
        password: 'sakura2026',
      }),
    ).toEqual({})
    expect(
      validateRegister({
        first_name: ' ',
        last_name: 'x'.repeat(10_000),
        email: 'h@',
        password: 'short',
      }),
    ).toEqual({
      first_name: 'required',
      last_name: 'too-long',
      email: 'invalid-email',
      password: 'too-short',
    })
  })

  it('wants the name and a Japanese phone together for a profile update', () => {
    expect(validateProfileName({ first_name: '健', last_name: '佐藤', phone_number: '' })).toEqual({
      phone_number: 'required',
    })
    expect(
      validateProfileName({ first_name: '健', last_name: '佐藤', phone_number: 'abc' }),
    ).toEqual({ phone_number: 'invalid-phone' })
  })
})
