// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { checked } from '../../../src/api/client/call-spec'
import { IDENTITY_CALLS, SessionChangedError } from '../../../src/api/client/session-guard'
import { accountCalls } from '../../../src/api/schemas/calls/marketplace-v2/account'
import { sessionCalls } from '../../../src/api/schemas/calls/live-shop-v1/session'
import { onSessionEvent, type SessionEvent } from '../../../src/api/session-events'
import { createTokenStore } from '../../../src/api/tokens'
import { CACHE_PREFIX } from '../../../src/lib/cache'
import { ItemSchema, createTestHttp } from './http-fixture'
import { captureReports } from './http-reports'

const reports = captureReports()

/** What another tab does: it writes local storage itself, never through this tab's store. */
function anotherTabStores(token: string) {
  localStorage.setItem(
    `${CACHE_PREFIX}token.consumer`,
    JSON.stringify({ value: token, expiresAt: Date.UTC(9999, 0) }),
  )
}

const write = {
  name: 'echo',
  method: 'post' as const,
  path: 'api/echo',
  body: checked(v.object({ phone: v.string() }), { phone: '090-2222-3333' }),
  response: ItemSchema,
}
const read = { name: 'item', method: 'get' as const, path: 'api/item', response: ItemSchema }

let events: SessionEvent[] = []
let unsubscribe = () => {}
beforeEach(() => {
  events = []
  unsubscribe = onSessionEvent((event) => void events.push(event))
})
afterEach(() => {
  unsubscribe()
  localStorage.clear()
  document.cookie = 'consumer_token=; path=/; max-age=0'
})

describe('a write under tokens this tab does not hold', () => {
  it('is not sent once another tab stored another member’s token, and says so once', async () => {
    const tokens = createTokenStore()
    tokens.set('consumer', 'first-member')
    const { http, requests } = createTestHttp({ tokens })
    anotherTabStores('second-member')

    await expect(
      http.result4xx5xx({ ...write, errors: v.object({ code: v.string() }) }),
    ).rejects.toBeInstanceOf(SessionChangedError)
    expect(requests).toEqual([])
    expect(events).toEqual([{ type: 'session.changed', call: 'POST /api/echo' }])
  })

  it('still lets reads go (the re-read is one), and writes go again once the tab took the tokens', async () => {
    const tokens = createTokenStore()
    tokens.set('consumer', 'first-member')
    const { http, requests } = createTestHttp({ tokens })
    anotherTabStores('second-member')

    await http.call(read)
    expect(requests.at(-1)!.headers.get('Authorization')).toBe('Bearer second-member')
    tokens.adopt()
    await http.call(write)
    expect(requests.at(-1)!.method).toBe('POST')
    expect(events).toEqual([])
  })

  it('is sent when only this tab changed the tokens (its own login and logout)', async () => {
    const tokens = createTokenStore()
    const { http, requests } = createTestHttp({ tokens })
    tokens.set('consumer', 'member')
    await http.call(write)
    tokens.clear('consumer')
    await http.call(write)
    expect(requests).toHaveLength(2)
    expect(tokens.changedElsewhere()).toBe(false)
    expect(reports.errors).toEqual([])
  })

  it('counts another tab’s logout as a change too', () => {
    const tokens = createTokenStore()
    tokens.set('consumer', 'member')
    localStorage.removeItem(`${CACHE_PREFIX}token.consumer`)
    document.cookie = 'consumer_token=; path=/; max-age=0'
    expect(tokens.changedElsewhere()).toBe(true)
  })
})

describe('the calls that make a person the stored identity', () => {
  const identityCalls = [
    accountCalls.login,
    accountCalls.createGuestToken,
    accountCalls.claimGuestOrder,
    sessionCalls.buyerLogin,
    sessionCalls.sellerLogin,
  ]

  it('go even when another tab stored another session: a login, sign-on, guest session, order key', async () => {
    const tokens = createTokenStore()
    tokens.set('consumer', 'first-member')
    const { http, requests } = createTestHttp({ tokens })
    anotherTabStores('second-member')

    for (const call of identityCalls) {
      const path = call.path.replace(':id', '9005').replace(/^\//, '')
      // What the test server answers there does not matter: only whether the call went.
      await http.call({ ...write, path }).catch(() => undefined)
    }
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(
      identityCalls.map((call) => call.path.replace(':id', '9005')),
    )
    expect(events).toEqual([])
    // Anything else is still held back.
    await expect(http.call(write)).rejects.toBeInstanceOf(SessionChangedError)
  })

  it('are exactly the call tables’ calls of that kind', () => {
    for (const call of identityCalls) {
      const path = call.path.replace(':id', '9005')
      const known = IDENTITY_CALLS.some((c) => c.method === call.method && c.path.test(path))
      expect(known).toBe(true)
    }
    expect(IDENTITY_CALLS).toHaveLength(identityCalls.length)
  })
})
