/**
 * The seller's post and stream calls answer `{ data: X }`; their results come back as X, so
 * callers read `result.data.products`, not `result.data.data.products`.
 */
import type { Success } from '../client/results'

export function unwrapResult<T, F extends { ok: false }>(
  result: Success<{ data: T }> | F,
): Success<T> | F {
  return result.ok ? { ...result, data: result.data.data } : result
}
