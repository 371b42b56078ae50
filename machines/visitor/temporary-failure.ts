/**
 * What a failed exchange of a credential (a live sign-on token, a guest order's key) says about
 * the credential. Only the server's refusal of it, a 401 or another named 4xx, means it is no
 * good; an answer that never came, could not be read, or says the server is struggling (5xx, 429)
 * says nothing about it, so the credential is kept and the person offered to try again.
 */
export type ExchangeFailure =
  | { kind: 'http'; status: number }
  | { kind: 'network' }
  | { kind: 'malformed' }
  /** The client would not send it (an empty token) or a bug: a refusal, never retried. */
  | { kind: 'invalid-input' }
  | { kind: 'unknown' }

/** 429: too many requests, the server's way of saying "later". */
const TOO_MANY_REQUESTS = 429

export function isTemporaryFailure(failure: ExchangeFailure): boolean {
  switch (failure.kind) {
    case 'network':
    case 'malformed':
      return true
    case 'http':
      return failure.status >= 500 || failure.status === TOO_MANY_REQUESTS
    case 'invalid-input':
    case 'unknown':
      return false
  }
}

/** The failure an effect rejected with, read from its `failure` field; anything else is unknown. */
export function exchangeFailureOf(error: unknown): ExchangeFailure {
  if (typeof error !== 'object' || error === null || !('failure' in error))
    return { kind: 'unknown' }
  const failure = error.failure as Partial<{ kind: unknown; status: unknown }> | null
  if (typeof failure !== 'object' || failure === null) return { kind: 'unknown' }
  if (failure.kind === 'http' && typeof failure.status === 'number')
    return { kind: 'http', status: failure.status }
  if (
    failure.kind === 'network' ||
    failure.kind === 'malformed' ||
    failure.kind === 'invalid-input'
  )
    return { kind: failure.kind }
  return { kind: 'unknown' }
}
