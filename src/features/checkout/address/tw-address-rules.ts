/**
 * What the Taiwan address form checks, read from the request schema the sandbox checks too
 * (TwAddressCreateRequestSchema), so the form and the server never disagree on a postcode or a
 * mobile number: each field is fine, missing, or not in its form.
 */
import * as v from 'valibot'
import {
  TwAddressCreateRequestSchema,
  type TwAddressCreateRequest,
} from '../../../api/schemas/requests/address-create'

export const TW_ADDRESS_FIELDS = [
  'postcode',
  'city_country',
  'district',
  'detail',
  'buyer_name',
  'buyer_cellphone',
] as const
export type TwAddressField = (typeof TW_ADDRESS_FIELDS)[number]
export type TwAddressValues = Record<TwAddressField, string>
export type TwFieldProblem = 'missing' | 'invalid'
export type TwAddressProblems = Partial<Record<TwAddressField, TwFieldProblem>>

export const EMPTY_TW_ADDRESS: TwAddressValues = {
  postcode: '',
  city_country: '',
  district: '',
  detail: '',
  buyer_name: '',
  buyer_cellphone: '',
}

const isField = (key: unknown): key is TwAddressField =>
  typeof key === 'string' && (TW_ADDRESS_FIELDS as readonly string[]).includes(key)

const problemOf = (values: TwAddressValues, field: TwAddressField): TwFieldProblem =>
  values[field].trim() === '' ? 'missing' : 'invalid'

/** The body to send, or what is wrong with each field. */
export function checkTwAddress(
  values: TwAddressValues,
): { ok: true; body: TwAddressCreateRequest } | { ok: false; problems: TwAddressProblems } {
  const parsed = v.safeParse(TwAddressCreateRequestSchema, values)
  if (parsed.success) return { ok: true, body: parsed.output }
  const problems: TwAddressProblems = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key
    if (isField(key)) problems[key] ??= problemOf(values, key)
  }
  return { ok: false, problems }
}

/** The fields a VALIDATION_EXCEPTION's `data` names (`{ field: [messages] }`). */
export function serverTwProblems(values: TwAddressValues, data: unknown): TwAddressProblems {
  const problems: TwAddressProblems = {}
  if (typeof data !== 'object' || data === null) return problems
  for (const key of Object.keys(data)) {
    if (isField(key)) problems[key] = problemOf(values, key)
  }
  return problems
}
