/**
 * What the catalog, seller and store-settings contract tests share: a fresh sandbox per call of
 * `catalogSandbox()`, the app's real client pointed at it in-process with an in-memory token
 * store, a raw fetch for requests the client would never send, and the error reports the client
 * makes (a schema mismatch is one).
 *
 * Every request the client sends and every answer it gets is held against docs/openapi.json by
 * the sandbox's contract check (openapi-backend, as in the browser suite): a test whose client
 * broke the contract, or got an answer that does, fails naming the call and the field. `raw`
 * requests are not held: they are how a test sends what the client never would.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { createSandbox } from '../../sandbox/app'
import { createContractRecorder } from '../../sandbox/contract/check'
import { describeMismatch } from '../../sandbox/contract/validator'
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

const contract = createContractRecorder()
let offContract = false

/**
 * Sends what `send` sends without holding its requests against the contract (their answers still
 * are): for a test that breaks the contract on purpose to reach the server's own checks.
 */
export async function sentOffContract<T>(send: () => Promise<T>): Promise<T> {
  offContract = true
  try {
    return await send()
  } finally {
    offContract = false
  }
}

afterEach(() => {
  const { mismatches } = contract.take()
  expect(mismatches.map(describeMismatch), 'the API contract (docs/openapi.json)').toEqual([])
})

export function catalogSandbox() {
  const sandbox = createSandbox()
  let sent = 0
  const fetch: typeof globalThis.fetch = (input, init) => {
    sent += 1
    const request = new Request(input, init)
    return contract.hold(request, () => sandbox.fetch(request), { offContract })
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
  return {
    sandbox,
    client,
    raw,
    /** The client's fetch: held against the contract, as every client's request here. */
    fetch,
    requestsSent: () => sent,
    guestHeader: GUEST_AUTHORIZATION_HEADER,
  }
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
