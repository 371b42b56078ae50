import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localStore, resetStorageReports, sessionStore } from '../../../src/lib/web-storage'
import { attachErrorSink, resetErrorReporting } from '../../../src/lib/report-error'

/** A Web Storage whose writes are refused once `full` is set, as a full or private one is. */
function fakeStorage() {
  const items = new Map<string, string>()
  const state = { full: false }
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key: string) => void items.delete(key),
  }
  return { items, state, storage }
}

let reports: unknown[]

beforeEach(() => {
  reports = []
  resetErrorReporting()
  resetStorageReports()
  attachErrorSink({ captureException: (error) => reports.push(error), addBreadcrumb: () => {} })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('web storage that refuses', () => {
  it('never throws, keeps the value for this page, removes the stale one and reports once', () => {
    const { items, state, storage } = fakeStorage()
    vi.stubGlobal('localStorage', storage)
    expect(localStore.setItem('token', 'old')).toBe(true)
    state.full = true

    expect(localStore.setItem('token', 'new')).toBe(false)
    expect(localStore.setItem('other', 'x')).toBe(false)
    // Session storage on the same page: one report for the page, not one per storage.
    const session = fakeStorage()
    session.state.full = true
    vi.stubGlobal('sessionStorage', session.storage)
    expect(sessionStore.setItem('checkout', '{}')).toBe(false)
    // This page still reads what it wrote; a reload would not find the old token either.
    expect(localStore.getItem('token')).toBe('new')
    expect(items.has('token')).toBe(false)
    expect(reports).toHaveLength(1)
  })

  it('treats storage that cannot even be reached as refusing, and reads nothing from it', () => {
    vi.stubGlobal('sessionStorage', undefined)
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    expect(sessionStore.getItem('payment-run')).toBeNull()
    expect(sessionStore.setItem('payment-run', '{}')).toBe(false)
    expect(sessionStore.getItem('payment-run')).toBe('{}')
    sessionStore.removeItem('payment-run')
    expect(sessionStore.getItem('payment-run')).toBeNull()
    expect(reports).toHaveLength(1)
  })

  it('once writes are accepted again, storage holds the value, not the page', () => {
    const { items, state, storage } = fakeStorage()
    vi.stubGlobal('localStorage', storage)
    state.full = true
    localStore.setItem('locale', 'ja')
    state.full = false
    localStore.setItem('locale', 'en')
    expect(items.get('locale')).toBe('en')
    expect(localStore.getItem('locale')).toBe('en')
  })
})
