import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import { SESSION_CACHE_KEYS } from '../../../src/api/client/unauthorized'
import { createHttp } from '../../../src/api/http'
import { emitSessionEvent } from '../../../src/api/session-events'
import type { TokenKind } from '../../../src/api/tokens'
import { createVisitorActor, type VisitorActor } from '../../../src/features/visitor/visitor-actor'
import { selectAgeStatus } from '../../../src/features/visitor/visitor-selectors'
import { ensureGuestSession, settledVisitor } from '../../../src/features/visitor/visitor-wait'
import { createCache } from '../../../src/lib/cache'
import { resetErrorReporting } from '../../../src/lib/report-error'
import { memoryTokens } from '../../contract/catalog-harness'

const BASE = 'http://sandbox.test'

const logIn = (password: string) =>
  ({ type: 'visitor.login', credentials: { email: 'member@example.com', password } }) as const

/** The real visitor actor against the sandbox in-process, with an in-memory browser around it. */
function visit(pathname: string, held: Partial<Record<TokenKind, string>> = {}, search = '') {
  const sandbox = createSandbox()
  const requests: string[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
    return sandbox.fetch(request)
  }
  const tokens = memoryTokens(held)
  const storage = new Map<string, string>()
  const cache = createCache({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  })
  cache.set(SESSION_CACHE_KEYS.cart, { items: [1] })
  cache.set(SESSION_CACHE_KEYS.profile, { name: 'Aki' })
  const location = { pathname, search, hash: '', assign: vi.fn() }
  const getHttp = vi.fn(async () =>
    createHttp({ apiHost: BASE, getLocale: () => 'ja', fetch, tokens }),
  )
  const storageEvents = new EventTarget()
  const restartScreens = vi.fn()
  const actor = createVisitorActor({
    getHttp,
    tokens,
    cache,
    location,
    storageEvents,
    restartScreens,
  })
  actors.push(actor)
  const fault = (body: object) =>
    sandbox.fetch(
      new Request(`${BASE}/__sandbox/faults`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  /** What the browser tells a tab when another tab writes a key of local storage. */
  const anotherTabWrote = (key: string) =>
    storageEvents.dispatchEvent(Object.assign(new Event('storage'), { key }))
  return {
    actor,
    tokens,
    cache,
    location,
    getHttp,
    requests,
    fault,
    restartScreens,
    anotherTabWrote,
  }
}

const actors: VisitorActor[] = []
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop()
  vi.restoreAllMocks()
  resetErrorReporting()
})

describe('the visitor actor with the real effects, against the sandbox', () => {
  it('makes a browser without tokens a ghost without loading the API client', async () => {
    const { actor, getHttp, requests } = visit('/playground')
    actor.start()
    expect(await settledVisitor(actor)).toBe('ghost')
    expect(getHttp).not.toHaveBeenCalled()
    expect(requests).toEqual([])
  })

  it('reads a member from a token the server knows, with the derived age status', async () => {
    const { actor } = visit('/stores/sakura-select/marketplace', { consumer: 'session-member' })
    actor.start()
    expect(await settledVisitor(actor)).toBe('member')
    expect(actor.getSnapshot().context.user?.email).toBe('member@example.com')
    expect(selectAgeStatus(actor.getSnapshot())).toBe('not_set')
  })

  it('logs in, keeping the member token, and keeps the typed code of a refused login', async () => {
    const { actor, tokens } = visit('/stores/sakura-select/account')
    actor.start()
    await settledVisitor(actor)

    actor.send(logIn('wrong-pass'))
    expect(await settledVisitor(actor)).toBe('ghost')
    expect(actor.getSnapshot().context.loginError).toBe('EMAIL_OR_PASSWORD_INCORRECT')
    expect(tokens.get('consumer')).toBeUndefined()

    actor.send({ type: 'visitor.login', credentials: { passport_token: 'expired-link' } })
    expect(await settledVisitor(actor)).toBe('ghost')
    expect(actor.getSnapshot().context.loginError).toBe('PASSPORT_TOKEN_EXPIRED_OR_INVALID')

    actor.send(logIn('Passw0rd!'))
    expect(await settledVisitor(actor)).toBe('member')
    expect(actor.getSnapshot().context).toMatchObject({
      loginError: null,
      user: { email: 'member@example.com' },
    })
    expect(tokens.get('consumer')).toEqual(expect.any(String))
  })

  it('says NETWORK when the login got no answer', async () => {
    const { actor, fault } = visit('/stores/sakura-select/account')
    await fault({ path: '/api/v2/auth/user/login', network: 'abort' })
    actor.start()
    await settledVisitor(actor)
    actor.send(logIn('Passw0rd!'))
    expect(await settledVisitor(actor)).toBe('ghost')
    expect(actor.getSnapshot().context.loginError).toBe('NETWORK')
  })

  it('creates a guest session for checkout, and logging out of a member account returns to it', async () => {
    const { actor, tokens, requests } = visit('/stores/sakura-select/marketplace/checkout')
    actor.start()
    expect(await ensureGuestSession(actor)).toBe('guest')
    const guestToken = tokens.get('guest')
    expect(guestToken).toEqual(expect.any(String))
    expect(requests).toEqual(['POST /api/v2/guest/token'])

    actor.send(logIn('Passw0rd!'))
    expect(await settledVisitor(actor)).toBe('member')
    expect(await ensureGuestSession(actor)).toBe('member')

    actor.send({ type: 'visitor.logout' })
    expect(await settledVisitor(actor)).toBe('guest')
    expect(tokens.get('consumer')).toBeUndefined()
    expect(tokens.get('guest')).toBe(guestToken)
  })

  it('rejects ensureGuestSession with the code when no guest session can be made', async () => {
    const { actor, fault } = visit('/stores/sakura-select/marketplace/checkout')
    await fault({ path: '/api/v2/guest/token', status: 503 })
    actor.start()
    await expect(ensureGuestSession(actor)).rejects.toMatchObject({
      name: 'GuestSessionError',
      code: 'UNKNOWN',
    })
    expect(actor.getSnapshot().value).toBe('ghost')
  })
})

describe('the 401 flow', () => {
  it('clears tokens, cart and profile and sends a store page to its login tab, with the way back', async () => {
    const { actor, tokens, cache, location } = visit(
      '/stores/sakura-select/member/profile',
      { consumer: 'revoked-token', guest: 'guest-fixture' },
      '?tab=password',
    )
    actor.start()
    expect(await settledVisitor(actor)).toBe('ghost')
    expect([tokens.get('consumer'), tokens.get('guest')]).toEqual([undefined, undefined])
    expect([cache.get(SESSION_CACHE_KEYS.cart), cache.get(SESSION_CACHE_KEYS.profile)]).toEqual([
      undefined,
      undefined,
    ])
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      '/stores/sakura-select/account?redirect=%2Fstores%2Fsakura-select%2Fmember%2Fprofile%3Ftab%3Dpassword',
    )
  })

  it('ends a member session on a 401 from any call, and navigates once however many calls failed', async () => {
    const { actor, location } = visit('/17shop/orders', { consumer: 'session-member' })
    actor.start()
    expect(await settledVisitor(actor)).toBe('member')

    emitSessionEvent({ type: 'session.unauthorized', call: 'v1.getOrders' })
    emitSessionEvent({ type: 'session.unauthorized', call: 'v1.getMe' })

    expect(actor.getSnapshot().value).toBe('ghost')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      '/error/unauthorized?from=%2F17shop%2Forders',
    )
  })
})

describe('another tab changing the stored session', () => {
  it('rebuilds the screens for the member now stored, and says so', async () => {
    const { actor, tokens, restartScreens, anotherTabWrote } = visit(
      '/stores/sakura-select/member/profile',
      { consumer: 'session-member' },
    )
    actor.start()
    await settledVisitor(actor)
    expect(actor.getSnapshot().context.user?.email).toBe('member@example.com')

    tokens.set('consumer', 'session-buyer-jp')
    // Another key of local storage is nobody's session.
    anotherTabWrote('storefront:locale')
    expect(actor.getSnapshot().value).toBe('member')
    anotherTabWrote('storefront:token.consumer')
    expect(actor.getSnapshot().value).toBe('rereading')
    await settledVisitor(actor)
    expect(actor.getSnapshot().context).toMatchObject({
      user: { email: 'buyer-jp@example.com' },
      switchNotice: true,
    })
    expect(restartScreens).toHaveBeenCalledTimes(1)
  })

  it('hears a write that was not sent for a changed session', async () => {
    const { actor, restartScreens } = visit('/stores/sakura-select/marketplace', {
      consumer: 'session-member',
    })
    actor.start()
    await settledVisitor(actor)
    emitSessionEvent({ type: 'session.changed', call: 'PUT /api/v2/me' })
    expect(actor.getSnapshot().value).toBe('rereading')
    await settledVisitor(actor)
    // The same member still: nothing to rebuild.
    expect(restartScreens).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.switchNotice).toBe(false)
  })
})
