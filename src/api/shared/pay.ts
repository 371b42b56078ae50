/**
 * Paying for an order (docs/errors.md#pay, docs/reliability.md#one-order-per-intent). Pay calls use
 * the flavour that never rejects: an answer that did not come (network), came garbled, or came as a
 * 5xx leaves the charge unknown, and the payment machine must show it as pending and re-read the
 * order, never pay again blind. `payOutcome` sorts a result into what the caller does next.
 */
import type { FieldIssue, Result4xx5xx } from '../client/results'
import { UNKNOWN_ERROR_CODE, type ApiErrorBody, type UnknownErrorBody } from '../client/results'

export type PayOutcome<E extends ApiErrorBody> =
  /** Send the browser there (3-D Secure, PayUni, PayPay), after the payment-host allow-list check. */
  | { kind: 'redirect'; url: string }
  /** Settled with no redirect (paid, or already paid before): re-read the order to show it. */
  | { kind: 'settled' }
  /** The server or the provider said no (declined card, missing redirect URL ...): nothing charged. */
  | { kind: 'refused'; status: number; error: E | UnknownErrorBody }
  /**
   * No trustworthy answer: show the payment as pending and re-read the order. `code`: what a 5xx
   * said, when its body was one of the call's codes (PayUni's INTERNAL_API_ERROR), for the
   * re-read to tell the buyer why if nothing was charged.
   */
  | { kind: 'unknown'; code?: E['code'] }
  /** The input broke a request rule and was never sent. */
  | { kind: 'invalid'; issues: FieldIssue[] }

/**
 * `url` reads the redirect out of the call's answer (`pay_redirect_url`, `form_url`). A hand-over
 * call (PayPay's) always answers where to go, so with `handOver` an answer without a URL cannot be
 * used either: an unknown outcome, never taken as settled.
 */
export function payOutcome<T, E extends ApiErrorBody>(
  result: Result4xx5xx<T, E>,
  url: (data: T) => string | null | undefined,
  handOver = false,
): PayOutcome<E> {
  if (result.ok) {
    const target: unknown = url(result.data)
    if ((target === null || target === undefined) && !handOver) return { kind: 'settled' }
    // A 2xx whose redirect is no address (a number, an empty string) cannot be used: the charge
    // may have happened, so it is an unknown outcome (re-read the order), never a redirect.
    return typeof target === 'string' && target !== ''
      ? { kind: 'redirect', url: target }
      : { kind: 'unknown' }
  }
  switch (result.kind) {
    case 'http':
      if (result.status < 500)
        return { kind: 'refused', status: result.status, error: result.error }
      return result.error.code === UNKNOWN_ERROR_CODE
        ? { kind: 'unknown' }
        : { kind: 'unknown', code: result.error.code }
    case 'invalid-input':
      return { kind: 'invalid', issues: result.issues }
    case 'network':
    case 'malformed':
      return { kind: 'unknown' }
  }
}
