/**
 * What the catalog, seller and store-settings contract tests share: a fresh sandbox per call of
 * `catalogSandbox()`, the app's real client pointed at it in-process with an in-memory token
 * store, a raw fetch for requests the client would never send, and the error reports the client
 * makes (a schema mismatch is one).
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { createSandbox } from '../../sandbox/app'
import { isApiError, type Failure } from '../../src/api/client/results'
import { createHttp, GUEST_AUTHORIZATION_HEADER } from '../../src/api/http'
import type { TokenKind, TokenStore } from '../../src/api/tokens'
import { attachErrorSink, resetErrorReporting } from '../../src/lib/report-error'

const BASE = 'http://sandbox.test'

export function memoryTokens(initial: Partial<Record<TokenKind, string>> = {}): TokenStore {
  const held = new Map<TokenKind, string>(Object.entries(initial) as Array<[TokenKind, string]>)
  return {
    get: (kind) => held.get(kind),
    set: (kind, token) => void held.set(kind, token),
    clear: (kind) => void held.delete(kind),
    clearAll: () => held.clear(),
    // Only this client writes them: nothing changes behind its back.
    changedElsewhere: () => false,
    adopt: () => {},
  }
}

export function catalogSandbox() {
  const sandbox = createSandbox()
  let sent = 0
  const fetch: typeof globalThis.fetch = (input, init) => {
    sent += 1
    return sandbox.fetch(input, init)
  }
  /** A client whose consumer token is `token` (none: a visitor with no session). */
  const client = (token?: string) => {
    const tokens = memoryTokens(token === undefined ? {} : { consumer: token })
    return { http: createHttp({ apiHost: BASE, getLocale: () => 'en', fetch, tokens }), tokens }
  }
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    if (init.body !== undefined) headers.set('Content-Type', 'application/json')
    return sandbox.fetch(`${BASE}${path}`, { ...init, headers })
  }
  return { sandbox, client, raw, requestsSent: () => sent, guestHeader: GUEST_AUTHORIZATION_HEADER }
}

/** Errors the client reports (schema mismatches, 5xx), collected per test; the console kept quiet. */
export function captureReports(): unknown[] {
  const reports: unknown[] = []
  beforeEach(() => {
    reports.length = 0
    vi.spyOn(console, 'error').mockImplementation(() => {})
    attachErrorSink({
      captureException: (error) => void reports.push(error),
      addBreadcrumb: () => {},
    })
  })
  afterEach(() => {
    resetErrorReporting()
    vi.restoreAllMocks()
  })
  return reports
}

/** How a default-flavour call failed: its ApiError's failure (a status, or invalid input ...). */
export async function failureOf(promise: Promise<unknown>): Promise<Failure> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!isApiError(error)) throw new Error('expected the call to fail with an ApiError')
  return error.failure
}
