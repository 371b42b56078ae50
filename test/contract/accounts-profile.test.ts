import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import * as live from '../../src/api/live-shop-v1/session'
import * as account from '../../src/api/marketplace-v2/account'
import { getMe } from '../../src/api/marketplace-v2/session'
import { validationFields } from './accounts-support'
import { captureReports, catalogSandbox as accountSandbox, failureOf } from './catalog-harness'

const reports = captureReports()
const OLD = FX.member.password

describe('changing the password', () => {
  it.each([
    ['OLD_PASSWORD_REQUIRED', '', 'new-password-1'],
    ['NEW_PASSWORD_REQUIRED', OLD, ''],
    ['NEW_PASSWORD_TOO_SHORT', OLD, 'seven77'],
    ['WRONG_PASSWORD', 'not-the-password', 'new-password-1'],
  ])('%s arrives typed, and the password stays', async (code, old_password, new_password) => {
    const { http } = accountSandbox().client(FX.tokens.sessionMember)
    const result = await account.changePassword(http, { old_password, new_password })
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 422, error: { code } })
    expect(await account.login(http, { email: FX.member.email, password: OLD })).toMatchObject({
      ok: true,
    })
    expect(reports).toEqual([])
  })

  it('really changes it: the new one logs in, the old one no longer does', async () => {
    const { http } = accountSandbox().client(FX.tokens.sessionMember)
    expect(
      await account.changePassword(http, { old_password: OLD, new_password: 'eight888' }),
    ).toMatchObject({
      ok: true,
      data: { success: true },
    })
    expect(
      await account.login(http, { email: FX.member.email, password: 'eight888' }),
    ).toMatchObject({ ok: true })
    expect(await account.login(http, { email: FX.member.email, password: OLD })).toMatchObject({
      ok: false,
      error: { code: 'EMAIL_OR_PASSWORD_INCORRECT' },
    })
  })

  it('an account without a password (single sign-on) sets one with no old password', async () => {
    const { http } = accountSandbox().client(FX.tokens.sessionBuyerJp)
    expect((await getMe(http)).user?.has_password).toBe(false)
    expect(
      await account.changePassword(http, { old_password: '', new_password: 'first-pass' }),
    ).toMatchObject({ ok: true })
    expect((await getMe(http)).user?.has_password).toBe(true)
    expect(
      await account.login(http, { email: 'buyer-jp@example.com', password: 'first-pass' }),
    ).toMatchObject({ ok: true })
  })

  it('needs a session: without one it is a 401 that runs the logout flow', async () => {
    const { http, tokens } = accountSandbox().client()
    tokens.set('guest', FX.tokens.guest)
    const result = await account.changePassword(http, {
      old_password: OLD,
      new_password: 'eight888',
    })
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 401 })
    expect(tokens.get('guest')).toBeUndefined()
  })

  it('the sandbox answers a body with missing or mistyped fields 422 naming them', async () => {
    const { raw } = accountSandbox()
    const answer = await raw('/api/v2/me/change-password', {
      method: 'POST',
      token: FX.tokens.sessionMember,
      body: JSON.stringify({ old_password: 1 }),
    })
    expect(await validationFields(answer)).toEqual(['new_password', 'old_password'])
  })
})

describe('the marketplace profile (PUT /api/v2/me)', () => {
  it('updates the name and phone trio, which the session user then shows', async () => {
    const { http } = accountSandbox().client(FX.tokens.sessionMember)
    const updated = await account.updateProfile(http, {
      first_name: '桜',
      last_name: '佐藤',
      phone_number: '09099998888',
    })
    expect(updated).toMatchObject({
      first_name: '桜',
      last_name: '佐藤',
      full_name: '佐藤 桜',
      phone_number: '09099998888',
      does_age_verify: null,
    })
    expect((await getMe(http)).user).toEqual(updated)
    expect(reports).toEqual([])
  })

  it('records the age answer alone, leaving the name as it was', async () => {
    const { http } = accountSandbox().client(FX.tokens.sessionMember)
    const updated = await account.updateProfile(http, { does_age_verify: false })
    expect(updated).toMatchObject({ does_age_verify: false, first_name: '花子' })
  })

  it('a mix of the two forms is refused before sending', async () => {
    const harness = accountSandbox()
    const { http } = harness.client(FX.tokens.sessionMember)
    const mixed = {
      first_name: 'A',
      last_name: 'B',
      phone_number: '1',
      does_age_verify: true,
    } as never
    expect(await failureOf(account.updateProfile(http, mixed))).toMatchObject({
      kind: 'invalid-input',
    })
    expect(harness.requestsSent()).toBe(0)
  })
})

describe('the live-shop user (GET and PUT /api/v1/17shop/me)', () => {
  it('a new buyer accepts the data policy and picks a locale; the next read shows both', async () => {
    const harness = accountSandbox()
    const { http, tokens } = harness.client()
    const login = await live.buyerLogin(http, { token: FX.tokens.buyerNew })
    if (!login.ok) throw new Error('buyer login failed')
    tokens.set('consumer', login.data.handsup_token)
    expect(await live.getMe(http)).toMatchObject({
      is_accept_data_policy: false,
      locale: 'en',
      '17_user': { register_region: null },
    })
    expect(await live.updateMe(http, { is_accept_data_policy: true })).toMatchObject({
      is_accept_data_policy: true,
      locale: 'en',
    })
    expect(await live.updateMe(http, { locale: 'zh_TW' })).toMatchObject({
      is_accept_data_policy: true,
      locale: 'zh_TW',
    })
    expect(await live.getMe(http)).toMatchObject({ is_accept_data_policy: true, locale: 'zh_TW' })
    expect(reports).toEqual([])
  })

  it('an empty update is refused before sending; no session is a 401', async () => {
    const harness = accountSandbox()
    expect(
      await failureOf(live.updateMe(harness.client(FX.tokens.sessionBuyerTw).http, {})),
    ).toMatchObject({ kind: 'invalid-input' })
    expect(harness.requestsSent()).toBe(0)
    expect(await failureOf(live.getMe(harness.client().http))).toMatchObject({ status: 401 })
  })

  it('a seller session has no live-shop user', async () => {
    const { http } = accountSandbox().client(FX.tokens.sessionSellerJp)
    expect(await failureOf(live.getMe(http))).toMatchObject({ status: 401 })
  })
})
