// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/api/client/results'
import { onSessionEvent, type SessionEvent } from '../../../src/api/session-events'
import { tokens } from '../../../src/api/tokens'
import { AddToCartErrors, ItemSchema, createTestHttp } from './http-fixture'
import { captureReports } from './http-reports'

captureReports()

const unauthorized = {
  name: 'getCart',
  method: 'get' as const,
  path: 'api/unauthorized',
  response: ItemSchema,
}
let events: SessionEvent[] = []
let unsubscribe = () => {}

beforeEach(() => {
  events = []
  unsubscribe = onSessionEvent((event) => void events.push(event))
  tokens.set('consumer', 'member-token')
  tokens.set('guest', 'guest-token')
})
afterEach(() => {
  unsubscribe()
  tokens.clearAll()
})

function expectSignedOut() {
  expect(localStorage.length).toBe(0)
  expect(document.cookie).toBe('')
  expect(tokens.get('consumer')).toBeUndefined()
  expect(tokens.get('guest')).toBeUndefined()
}

describe('a 401', () => {
  it('in the default flavour clears both tokens (storage and cookie), emits the event once, and rejects', async () => {
    expect(document.cookie).toContain('consumer_token=member-token')
    const { http } = createTestHttp()

    await expect(http.call(unauthorized)).rejects.toBeInstanceOf(ApiError)

    expectSignedOut()
    expect(events).toEqual([{ type: 'session.unauthorized', call: 'getCart' }])
  })

  it('in the result flavours runs the same flow and comes back as a 401 result', async () => {
    const { http } = createTestHttp()
    const result = await http.result4xx({ ...unauthorized, errors: AddToCartErrors })
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 401 })
    expectSignedOut()
    expect(events).toHaveLength(1)

    tokens.set('guest', 'again')
    await http.result4xx5xx({ ...unauthorized, errors: AddToCartErrors })
    expectSignedOut()
    expect(events).toHaveLength(2)
  })

  it('that answers a login attempt keeps the session (a guest keeps the cart after a wrong password)', async () => {
    const { http } = createTestHttp()
    const result = await http.result4xx({
      name: 'login',
      method: 'post',
      path: 'api/login',
      response: ItemSchema,
      errors: AddToCartErrors,
      on401: 'answer',
    })
    expect(result).toMatchObject({ ok: false, status: 401 })
    expect(tokens.get('guest')).toBe('guest-token')
    expect(events).toHaveLength(0)
  })
})

describe('every request', () => {
  it('carries the locale, both bearer headers and credentials', async () => {
    let locale = 'ja'
    const { http, requests } = createTestHttp({ getLocale: () => locale })
    const seen = await http.call({
      name: 'headers',
      method: 'get',
      path: 'api/headers',
      response: ItemSchema,
    })

    expect(seen).toMatchObject({
      'accept-language': 'ja',
      authorization: 'Bearer member-token',
      'x-guest-authorization': 'Bearer guest-token',
    })
    expect(requests[0]?.credentials).toBe('include')

    locale = 'zh-TW'
    tokens.clearAll()
    const after = await http.call({
      name: 'headers',
      method: 'get',
      path: 'api/headers',
      response: ItemSchema,
    })
    expect(after).toMatchObject({ 'accept-language': 'zh-TW' })
    expect(after).not.toHaveProperty('authorization')
    expect(after).not.toHaveProperty('x-guest-authorization')
  })

  it('waits for a slow answer however long it takes (no timeout)', async () => {
    vi.useFakeTimers()
    try {
      const { app } = createTestHttp()
      const slowFetch = (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          setTimeout(() => resolve(app.fetch(new Request(input, init))), 120_000)
        })
      const { http } = createTestHttp({ fetch: slowFetch })
      const pending = http.call({
        name: 'slow',
        method: 'get',
        path: 'api/item',
        response: ItemSchema,
      })
      await vi.advanceTimersByTimeAsync(120_000)
      await expect(pending).resolves.toEqual({ id: 1, name: 'Tea' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('is sent once: no automatic retry after a 5xx or a network failure', async () => {
    const { http, fetch } = createTestHttp()
    await expect(
      http.call({ name: 'e', method: 'get', path: 'api/server-error', response: ItemSchema }),
    ).rejects.toThrow()
    expect(fetch).toHaveBeenCalledTimes(1)

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { http: offlineHttp } = createTestHttp({ fetch: offline })
    await offlineHttp.result4xx5xx({
      name: 'checkout',
      method: 'post',
      path: 'api/echo',
      response: ItemSchema,
      errors: AddToCartErrors,
    })
    await offlineHttp.result4xx5xx({
      name: 'cart',
      method: 'get',
      path: 'api/item',
      response: ItemSchema,
      errors: AddToCartErrors,
    })
    expect(offline).toHaveBeenCalledTimes(2)
  })
})
