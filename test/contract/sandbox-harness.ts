/**
 * What the sandbox's own contract tests (controls, faults) share: a fresh sandbox, raw calls to
 * it as any client would send them, and the app's error reporting put back after each test.
 */
import { afterEach, vi } from 'vitest'
import { createSandbox } from '../../sandbox/app'
import { resetErrorReporting } from '../../src/lib/report-error'

export const BASE = 'http://sandbox.test'

export function rawSandbox() {
  const sandbox = createSandbox()
  const call = (path: string, init?: RequestInit) => sandbox.fetch(`${BASE}${path}`, init)
  const post = (path: string, body: unknown) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  return { sandbox, call, post }
}

/** Spies and the error sink a test attached go after it, so the next starts clean. */
export function restoreAfterEach() {
  afterEach(() => {
    vi.restoreAllMocks()
    resetErrorReporting()
  })
}
