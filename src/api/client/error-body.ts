/**
 * Reads a non-2xx body into the call's typed error union, so the UI switches on codes and never
 * digs in a body. What cannot be read becomes code UNKNOWN, carrying the raw body as `data`.
 */
import * as v from 'valibot'
import { ErrorBodySchema } from '../schemas/error-body'
import { flattenIssues } from './request-validation'
import { recordMismatch } from './response-validation'
import { UNKNOWN_ERROR_CODE, type ApiErrorBody, type UnknownErrorBody } from './results'

function unknownError(raw: unknown): UnknownErrorBody {
  const message =
    typeof raw === 'object' && raw !== null && 'message' in raw && typeof raw.message === 'string'
      ? raw.message
      : undefined
  return { code: UNKNOWN_ERROR_CODE, ...(message === undefined ? {} : { message }), data: raw }
}

/** For the default flavour: a rejection carries whatever `{ code }` the body had, unreported. */
export function readLooseErrorBody(raw: unknown): ApiErrorBody {
  const loose = v.safeParse(ErrorBodySchema, raw)
  return loose.success ? loose.output : unknownError(raw)
}

export function readErrorBody<E extends ApiErrorBody>(
  errors: v.GenericSchema<unknown, E>,
  raw: unknown,
  call: string,
  options: { reportMismatch?: boolean } = {},
): E | UnknownErrorBody {
  // No JSON at all (an empty body, a proxy's HTML page): nothing to check, the status tells.
  if (raw === undefined) return unknownError(raw)
  const result = v.safeParse(errors, raw)
  if (result.success) return result.output
  if (options.reportMismatch === false) return unknownError(raw)
  // Same policy as any response: recorded and reported, so a new server code is noticed.
  recordMismatch(`${call} (error body)`, flattenIssues(result.issues))
  return unknownError(raw)
}
