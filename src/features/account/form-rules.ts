/**
 * What the account forms check before sending: each field by the shared rule of its kind
 * (features/forms/field-rules.ts). The server's answer still wins.
 */
import { check, collect, type FieldProblems } from '../forms/field-rules'

export interface LoginValues {
  email: string
  password: string
}

/** Login checks only presence, length and the e-mail's form: a wrong password is the server's to say. */
export function validateLogin(values: LoginValues): FieldProblems<keyof LoginValues> {
  return collect({
    email: check('email', values.email),
    password: check('password', values.password),
  })
}

export interface RegisterValues {
  first_name: string
  last_name: string
  email: string
  password: string
}

export function validateRegister(values: RegisterValues): FieldProblems<keyof RegisterValues> {
  return collect({
    first_name: check('name', values.first_name),
    last_name: check('name', values.last_name),
    email: check('email', values.email),
    password: check('newPassword', values.password),
  })
}

export interface ProfileNameValues {
  first_name: string
  last_name: string
  phone_number: string
}

/** The name and phone go together (docs/entities.md#value-rules), so all three are needed. */
export function validateProfileName(
  values: ProfileNameValues,
): FieldProblems<keyof ProfileNameValues> {
  return collect({
    first_name: check('name', values.first_name),
    last_name: check('name', values.last_name),
    phone_number: check('phone', values.phone_number),
  })
}
