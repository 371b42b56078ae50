/**
 * What the account forms check before sending (docs/entities.md#value-rules: the e-mail must be
 * valid; the password minimum is the server's, 8 in the sandbox). The server's answer still wins:
 * these rules only spare a round trip for what is certainly wrong. Each rule returns a problem
 * code; the page turns it into a translated message (field-messages.tsx).
 */
import * as v from 'valibot'
import { EmailSchema } from '../../api/schemas/common'

/** The sandbox's rule (sandbox/db/FIXTURES.md); the API leaves the number to the server. */
export const PASSWORD_MIN_LENGTH = 8

export type FieldProblem = 'required' | 'invalid-email' | 'too-short' | 'invalid-phone'
export type FieldProblems<K extends string> = Partial<Record<K, FieldProblem>>

export function checkRequired(value: string): FieldProblem | undefined {
  return value.trim() === '' ? 'required' : undefined
}

/** The same e-mail rule as the request schema, so the form never lets through what it refuses. */
export function checkEmail(value: string): FieldProblem | undefined {
  if (value.trim() === '') return 'required'
  return v.is(EmailSchema, value) ? undefined : 'invalid-email'
}

/** A password as typed, spaces included; its length in characters, as the server counts it. */
export function checkNewPassword(value: string): FieldProblem | undefined {
  if (value === '') return 'required'
  return [...value].length < PASSWORD_MIN_LENGTH ? 'too-short' : undefined
}

/** Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164's ceiling). */
export function checkPhone(value: string): FieldProblem | undefined {
  if (value.trim() === '') return 'required'
  const digits = value.replace(/\D/g, '')
  const shape = /^\+?[\d\s()-]+$/.test(value.trim())
  return shape && digits.length >= 7 && digits.length <= 15 ? undefined : 'invalid-phone'
}

function collect<K extends string>(checks: Record<K, FieldProblem | undefined>): FieldProblems<K> {
  const problems: FieldProblems<K> = {}
  for (const key of Object.keys(checks) as K[]) {
    if (checks[key] !== undefined) problems[key] = checks[key]
  }
  return problems
}

export function hasProblems(problems: FieldProblems<string>): boolean {
  return Object.keys(problems).length > 0
}

export interface LoginValues {
  email: string
  password: string
}

/** Login checks only presence and the e-mail's form: a wrong password is the server's to say. */
export function validateLogin(values: LoginValues): FieldProblems<keyof LoginValues> {
  return collect({
    email: checkEmail(values.email),
    password: values.password === '' ? 'required' : undefined,
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
    first_name: checkRequired(values.first_name),
    last_name: checkRequired(values.last_name),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
  })
}

export interface ProfileNameValues {
  first_name: string
  last_name: string
  phone_number: string
}

/** The name and phone go together in one profile update, so all three are needed. */
export function validateProfileName(
  values: ProfileNameValues,
): FieldProblems<keyof ProfileNameValues> {
  return collect({
    first_name: checkRequired(values.first_name),
    last_name: checkRequired(values.last_name),
    phone_number: checkPhone(values.phone_number),
  })
}
