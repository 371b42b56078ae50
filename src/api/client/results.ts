/**
 * What a call comes back with. Every failure is a tagged object, so callers switch on `kind` and
 * then on the typed `error.code` (docs/errors.md), and never parse a body themselves.
 */
import type { InvalidInputFailure } from './request-validation'

export type { FieldIssue, InvalidInputFailure } from './request-validation'

/** The API's error body as the client sees it, after the call's error schema has read it. */
export interface ApiErrorBody<C extends string = string> {
  code: C
  message?: string
  data?: unknown
}

/**
 * Stands for an answer whose body no error schema could read (a proxy's HTML page, a code the
 * contract does not list). The UI maps it to its unknown-error message, code Z1
 * (docs/errors.md#unknown-codes-z1).
 */
export const UNKNOWN_ERROR_CODE = 'UNKNOWN'
export type UnknownErrorBody = ApiErrorBody<typeof UNKNOWN_ERROR_CODE>

export interface Success<T> {
  ok: true
  status: number
  data: T
}

/** The server answered with a non-2xx status. */
export interface HttpFailure<E extends ApiErrorBody = ApiErrorBody> {
  ok: false
  kind: 'http'
  status: number
  error: E | UnknownErrorBody
}

/** No answer: offline, connection refused or dropped. Outcome unknown for non-idempotent calls. */
export interface NetworkFailure {
  ok: false
  kind: 'network'
  cause: unknown
}

/** A 2xx answer whose body is not JSON: a contract breach, not a schema mismatch. */
export interface MalformedFailure {
  ok: false
  kind: 'malformed'
  status: number
}

export type Failure<E extends ApiErrorBody = ApiErrorBody> =
  HttpFailure<E> | NetworkFailure | MalformedFailure | InvalidInputFailure

/** Flavour "4xx as results": 4xx answers and invalid input come back; 5xx, network, malformed reject. */
export type Result4xx<T, E extends ApiErrorBody> = Success<T> | HttpFailure<E> | InvalidInputFailure

/** Flavour "4xx and 5xx as results": nothing rejects but programming errors and aborts. */
export type Result4xx5xx<T, E extends ApiErrorBody> = Success<T> | Failure<E>

/** How the default flavour (and the 4xx flavour, for what it does not return) rejects. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly call: string,
    readonly failure: Failure,
    /** Already sent to the error service by the client (5xx, malformed), so catchers need not. */
    readonly reported: boolean,
  ) {
    super(`${call} failed: ${describeFailure(failure)}`)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function describeFailure(failure: Failure): string {
  switch (failure.kind) {
    case 'http':
      return `HTTP ${failure.status} ${failure.error.code}`
    case 'network':
      return 'network error'
    case 'malformed':
      return `malformed JSON in a ${failure.status} answer`
    case 'invalid-input':
      return `invalid input (${failure.issues.map((i) => i.path || '(root)').join(', ')})`
  }
}

/** Codes for the failures that have no server code, so a UI message map can be one flat switch. */
export const CLIENT_FAILURE_CODES = {
  network: 'NETWORK',
  malformed: 'MALFORMED',
  'invalid-input': 'INVALID_INPUT',
} as const

export type FailureCode<E extends ApiErrorBody> =
  | E['code']
  | typeof UNKNOWN_ERROR_CODE
  | (typeof CLIENT_FAILURE_CODES)[keyof typeof CLIENT_FAILURE_CODES]

/** One code for any failure: the server's typed code for answers, a client code otherwise. */
export function failureCode<E extends ApiErrorBody>(failure: Failure<E>): FailureCode<E> {
  return failure.kind === 'http' ? failure.error.code : CLIENT_FAILURE_CODES[failure.kind]
}
