import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { GenericErrorCode } from '../../src/api/schemas/error-body'
import type { ApiErrorCode } from '../../src/api/schemas/error-codes'

/**
 * Error answers: `{ code, message?, data? }` with a status. Codes are the API's (docs/errors.md),
 * plus a few generic ones for answers the API leaves undocumented (401, 403, 404).
 */
export type SandboxErrorCode = ApiErrorCode | GenericErrorCode | 'INTERNAL_API_ERROR'

export interface ErrorBodyOut {
  code: SandboxErrorCode
  message?: string
  data?: unknown
}

/**
 * Thrown anywhere in a handler (or a helper it calls) to answer with an error body. It is an
 * HTTPException carrying its response, so hono's default error handler answers it as is, with no
 * `onError` wiring needed.
 */
export class ApiError extends HTTPException {
  readonly body: ErrorBodyOut

  constructor(status: ContentfulStatusCode, body: ErrorBodyOut) {
    super(status, { message: body.message ?? body.code, res: Response.json(body, { status }) })
    this.body = body
  }
}

/** Throw: `fail(404, 'NOT_FOUND', 'No such order')`. */
export function fail(
  status: ContentfulStatusCode,
  code: SandboxErrorCode,
  message?: string,
  data?: unknown,
): never {
  throw new ApiError(status, errorBody(code, message, data))
}

/** Return: `return apiError(c, 422, 'SKU_SOLD_OUT', 'Sold out')`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: SandboxErrorCode,
  message?: string,
  data?: unknown,
): Response {
  return c.json(errorBody(code, message, data), status)
}

function errorBody(code: SandboxErrorCode, message?: string, data?: unknown): ErrorBodyOut {
  return {
    code,
    ...(message === undefined ? {} : { message }),
    ...(data === undefined ? {} : { data }),
  }
}

/** A row or a 404: `const order = found(db.orders.get(id), 'order')`. */
export function found<T>(row: T | undefined | null, what: string): T {
  if (row === undefined || row === null) fail(404, 'NOT_FOUND', `No such ${what}.`)
  return row
}

/**
 * For `app.onError`: answers thrown ApiErrors and HTTPExceptions with their own response, and
 * anything else (a bug) with a 500 INTERNAL_SYSTEM_ERROR body instead of hono's plain text, logged.
 */
export function sandboxErrorHandler(error: Error, c: Context): Response {
  if (error instanceof HTTPException) return error.getResponse()
  console.error('[sandbox]', c.req.method, c.req.path, error)
  return apiError(c, 500, 'INTERNAL_SYSTEM_ERROR', 'The sandbox failed to answer this call.')
}
