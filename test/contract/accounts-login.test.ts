import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import * as live from '../../src/api/live-shop-v1/session'
import { login } from '../../src/api/marketplace-v2/account'
import { createGuestToken, getMe } from '../../src/api/marketplace-v2/session'
import { onSessionEvent } from '../../src/api/session-events'
import { validationFields } from './accounts-support'
import { captureReports, catalogSandbox as accountSandbox, failureOf } from './catalog-harness'

const reports = captureReports()
const MEMBER = FX.member

describe('marketplace login (v2)', () => {
  it('e-mail and password give a session token that the next calls are accepted with', async () => {
    const { client } = accountSandbox()
    const { http, tokens } = client()
    const result = await login(http, { email: MEMBER.email, password: MEMBER.password })
    if (!result.ok) throw new Error(`login failed: ${JSON.stringify(result)}`)
    tokens.set('consumer', result.data.handsup_token)
    const me = await getMe(http)
    expect(me.user).toMatchObject({ id: FX.users.member, email: MEMBER.email, has_password: true })
    expect(reports).toEqual([])
  })

  it('a passport token logs in too', async () => {
    const { http, tokens } = accountSandbox().client()
    const result = await login(http, { passport_token: FX.tokens.passportMember })
    expect(result.ok).toBe(true)
    if (result.ok) tokens.set('consumer', result.data.handsup_token)
    expect((await getMe(http)).user?.id).toBe(FX.users.member)
  })

  it('a wrong password is EMAIL_OR_PASSWORD_INCORRECT, an answer that keeps the visitor’s tokens', async () => {
    const { client } = accountSandbox()
    const { http, tokens } = client()
    tokens.set('guest', FX.tokens.guest)
    const events: unknown[] = []
    const stop = onSessionEvent((event) => events.push(event))
    const wrong = await login(http, { email: MEMBER.email, password: 'not-it' })
    const unknown = await login(http, { email: 'nobody@example.com', password: MEMBER.password })
    stop()
    for (const result of [wrong, unknown]) {
      expect(result).toMatchObject({
        ok: false,
        kind: 'http',
        status: 401,
        error: { code: 'EMAIL_OR_PASSWORD_INCORRECT' },
      })
    }
    expect(tokens.get('guest')).toBe(FX.tokens.guest)
    expect(events).toEqual([])
    expect(reports).toEqual([])
  })

  it('an unknown passport token is PASSPORT_TOKEN_EXPIRED_OR_INVALID', async () => {
    const { http } = accountSandbox().client()
    const result = await login(http, { passport_token: 'passport-stale' })
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 'PASSPORT_TOKEN_EXPIRED_OR_INVALID' },
    })
  })

  it('an account made by single sign-on has no password to log in with', async () => {
    const { http } = accountSandbox().client()
    const result = await login(http, { email: 'buyer-jp@example.com', password: MEMBER.password })
    expect(result).toMatchObject({ ok: false, error: { code: 'EMAIL_OR_PASSWORD_INCORRECT' } })
  })

  it('both forms at once never reach the network', async () => {
    const harness = accountSandbox()
    const { http } = harness.client()
    const mixed = { email: MEMBER.email, password: MEMBER.password, passport_token: 'x' } as never
    const result = await login(http, mixed)
    expect(result).toMatchObject({ ok: false, kind: 'invalid-input' })
    expect(harness.requestsSent()).toBe(0)
  })

  it('the sandbox answers a mixed or malformed login body 422 naming the fields', async () => {
    const { raw } = accountSandbox()
    const answer = await raw('/api/v2/auth/user/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'not-an-email', password: 'x' }),
    })
    expect(await validationFields(answer)).toContain('email')
    const broken = await raw('/api/v2/auth/user/login', { method: 'POST', body: '{"email":' })
    expect(await validationFields(broken)).toEqual(['body'])
  })
})

describe('who is visiting (v2 me, guest token)', () => {
  it('no tokens: neither user nor guest', async () => {
    const { http } = accountSandbox().client()
    expect(await getMe(http)).toEqual({ user: null, guest: null })
  })

  it('a new guest token is recognised on the next call', async () => {
    const { http, tokens } = accountSandbox().client()
    const guest = await createGuestToken(http)
    tokens.set('guest', guest.token)
    expect(await getMe(http)).toEqual({ user: null, guest })
    expect(reports).toEqual([])
  })

  it('a token the server does not know is a 401 that ends the session', async () => {
    const { http, tokens } = accountSandbox().client('hs_forgotten')
    tokens.set('guest', FX.tokens.guest)
    expect(await failureOf(getMe(http))).toMatchObject({ status: 401 })
    expect(tokens.get('consumer')).toBeUndefined()
    expect(tokens.get('guest')).toBeUndefined()
  })
})

describe('live shop single sign-on (v1)', () => {
  it('a buyer token gives a session for the live-shop user', async () => {
    const { http, tokens } = accountSandbox().client()
    const result = await live.buyerLogin(http, { token: FX.tokens.buyerJp })
    if (!result.ok) throw new Error('buyer login failed')
    tokens.set('consumer', result.data.handsup_token)
    expect(await live.getMe(http)).toEqual({
      is_accept_data_policy: true,
      '17_user': { user_id: '17-user-000011', does_age_verify: true, register_region: 'JP' },
      locale: 'ja',
    })
    expect(reports).toEqual([])
  })

  it('buyer login: INTERNAL_SYSTEM_ERROR typed; an unknown token is an unauthorized answer, no logout', async () => {
    const { http, tokens } = accountSandbox().client(FX.tokens.sessionBuyerJp)
    const broken = await live.buyerLogin(http, { token: FX.tokens.buyerBroken })
    expect(broken).toMatchObject({
      ok: false,
      kind: 'http',
      status: 500,
      error: { code: 'INTERNAL_SYSTEM_ERROR' },
    })
    const unknown = await live.buyerLogin(http, { token: 'buyer-nobody' })
    expect(unknown).toMatchObject({
      ok: false,
      kind: 'http',
      status: 401,
      error: { code: 'UNAUTHORIZED' },
    })
    expect(tokens.get('consumer')).toBe(FX.tokens.sessionBuyerJp)
    // The 500 is the server's fault and reported; the 401 is an expected answer and is not.
    expect(reports).toHaveLength(1)
  })

  it('a seller token gives a seller session for that liver', async () => {
    const harness = accountSandbox()
    const result = await live.sellerLogin(harness.client().http, { token: FX.tokens.sellerJp })
    if (!result.ok) throw new Error('seller login failed')
    expect(harness.sandbox.db.sessions.get(result.data.handsup_token)).toMatchObject({
      kind: 'seller',
      liver_id: FX.livers.jp,
    })
    // A seller session is nobody's buyer account.
    const { http } = harness.client(result.data.handsup_token)
    expect((await getMe(http)).user).toBeNull()
  })

  it('seller login: LIVER_NOT_IN_WHITELIST, INTERNAL_SYSTEM_ERROR and unknown tokens arrive typed', async () => {
    const { http } = accountSandbox().client()
    expect(await live.sellerLogin(http, { token: FX.tokens.sellerBlocked })).toMatchObject({
      ok: false,
      status: 403,
      error: { code: 'LIVER_NOT_IN_WHITELIST' },
    })
    expect(await live.sellerLogin(http, { token: FX.tokens.sellerBroken })).toMatchObject({
      ok: false,
      status: 500,
      error: { code: 'INTERNAL_SYSTEM_ERROR' },
    })
    expect(await live.sellerLogin(http, { token: 'seller-nobody' })).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 'UNAUTHORIZED' },
    })
  })

  it('an empty token is refused before sending', async () => {
    const harness = accountSandbox()
    expect(await live.sellerLogin(harness.client().http, { token: '' })).toMatchObject({
      kind: 'invalid-input',
    })
    expect(harness.requestsSent()).toBe(0)
  })
})
