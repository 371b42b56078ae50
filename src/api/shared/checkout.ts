/**
 * Checkout (docs/errors.md#checkout), shared by both APIs. Every failure comes back as a result (a
 * checkout's outcome must be shown, never thrown away). An unexpected failure is
 * FAILED_TO_CHECKOUT, so an answer whose body is not a known checkout error gets that code. A lost
 * connection or a garbled 2xx stays `network` / `malformed`: the order may exist, and the UI must
 * re-read orders rather than offer a blind retry (a retry is safe anyway: the items left the cart,
 * so the server answers NOT_FOUND_ITEM_IN_CART instead of ordering twice).
 */
import type { Http } from '../http'
import type { HttpFailure, Result4xx5xx } from '../client/results'
import { UNKNOWN_ERROR_CODE } from '../client/results'
import type { CheckoutErrorBody, CheckoutErrorBodySchema } from '../schemas/error-body'
import type { CheckoutResponse, CheckoutResponseSchema } from '../schemas/responses/checkout'
import type { ResultCallSpec } from '../client/call-spec'

export interface CheckoutHttpFailure extends Omit<HttpFailure<CheckoutErrorBody>, 'error'> {
  error: CheckoutErrorBody
}

export type CheckoutResult =
  | Exclude<Result4xx5xx<CheckoutResponse, CheckoutErrorBody>, HttpFailure<CheckoutErrorBody>>
  | CheckoutHttpFailure

type CheckoutSpec = ResultCallSpec<typeof CheckoutResponseSchema, typeof CheckoutErrorBodySchema>

/** Runs a checkout call spec (built by the API module from its table) and reads its outcome. */
export async function postCheckout(http: Http, spec: CheckoutSpec): Promise<CheckoutResult> {
  const result = await http.result4xx5xx(spec)
  if (result.ok || result.kind !== 'http') return result
  const { error } = result
  if (error.code !== UNKNOWN_ERROR_CODE) return { ...result, error }
  const failed: CheckoutErrorBody = {
    code: 'FAILED_TO_CHECKOUT',
    ...(error.message === undefined ? {} : { message: error.message }),
    data: error.data,
  }
  return { ...result, error: failed }
}
