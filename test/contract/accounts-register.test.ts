import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import * as account from '../../src/api/marketplace-v2/account'
import { captureReports, catalogSandbox as accountSandbox, failureOf } from './catalog-harness'

const reports = captureReports()
const LOGIN_PAGE = 'https://shop.example/stores/sakura-select/account'
const RESET_PAGE = 'https://shop.example/stores/sakura-select/forget-password?locale=ja'

interface Mail {
  to: string
  kind: string
  link: string
  token: string
}

async function mailbox(
  raw: ReturnType<typeof accountSandbox>['raw'],
  to?: string,
): Promise<Mail[]> {
  const answer = await raw(`/__sandbox/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`)
  return ((await answer.json()) as { mails: Mail[] }).mails
}

const newMember = {
  first_name: '太郎',
  last_name: '山田',
  email: 'taro@example.com',
  password: 'longenough1',
  locale: 'ja',
  register_from: 'web_marketplace',
  login_page_url: LOGIN_PAGE,
  email_template_type: '17shop',
} as const

describe('is this e-mail known', () => {
  it('tells a verified handsup member, a single sign-on account and a stranger apart', async () => {
    const { http } = accountSandbox().client()
    expect(await account.emailExists(http, { email: 'MEMBER@example.com' })).toEqual({
      is_handsup_user: true,
      email_exists: true,
      is_email_verified: true,
      user_id: FX.users.member,
    })
    expect(await account.emailExists(http, { email: 'buyer-jp@example.com' })).toMatchObject({
      is_handsup_user: false,
      email_exists: true,
    })
    expect(await account.emailExists(http, { email: 'unverified@example.com' })).toMatchObject({
      is_email_verified: false,
    })
    expect(await account.emailExists(http, { email: 'nobody@example.com' })).toEqual({
      is_handsup_user: false,
      email_exists: false,
      is_email_verified: false,
      user_id: null,
    })
    expect(reports).toEqual([])
  })
})

describe('registering', () => {
  it('makes an unverified member who can log in, and mails a link that verifies the address', async () => {
    const { client, raw } = accountSandbox()
    const { http } = client()
    const result = await account.register(http, newMember)
    if (!result.ok) throw new Error(`register failed: ${JSON.stringify(result)}`)
    expect(await account.emailExists(http, { email: newMember.email })).toEqual({
      is_handsup_user: true,
      email_exists: true,
      is_email_verified: false,
      user_id: result.data.user_id,
    })
    expect(
      await account.login(http, { email: newMember.email, password: newMember.password }),
    ).toMatchObject({ ok: true })

    const [mail] = await mailbox(raw, newMember.email)
    expect(mail).toMatchObject({ to: newMember.email, kind: 'verification' })
    const link = new URL(mail?.link ?? '')
    expect(link.origin).toBe('http://sandbox.test')
    const followed = await raw(`${link.pathname}${link.search}`)
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe(LOGIN_PAGE)
    expect(await account.emailExists(http, { email: newMember.email })).toMatchObject({
      is_email_verified: true,
    })
    expect(reports).toEqual([])
  })

  it('an e-mail already taken is EMAIL_EXIST, whatever its case', async () => {
    const { http } = accountSandbox().client()
    const result = await account.register(http, { ...newMember, email: 'Member@Example.com' })
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 409,
      error: { code: 'EMAIL_EXIST' },
    })
    expect(reports).toEqual([])
  })

  it('a password under 8 characters is a 422 on the password field, and no account is made', async () => {
    const { http } = accountSandbox().client()
    const result = await account.register(http, { ...newMember, password: 'short' })
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION' },
    })
    if (!result.ok && result.kind === 'http') expect(result.error.data).toHaveProperty('password')
    expect(await account.emailExists(http, { email: newMember.email })).toMatchObject({
      email_exists: false,
    })
  })

  it('the verification e-mail can be sent again; an unknown user is a 404', async () => {
    const { client, raw } = accountSandbox()
    const { http } = client()
    const body = { login_page_url: LOGIN_PAGE, email_template_type: 'handsup' } as const
    expect(await account.sendVerificationEmail(http, FX.users.unverified, body)).toEqual({
      success: true,
    })
    expect(await mailbox(raw, 'unverified@example.com')).toMatchObject([{ kind: 'verification' }])
    expect(await failureOf(account.sendVerificationEmail(http, 999, body))).toMatchObject({
      status: 404,
    })
  })
})

describe('resetting a forgotten password', () => {
  it('mails a link to the reset page; its token sets the new password once', async () => {
    const { client, raw } = accountSandbox()
    const { http } = client()
    const sent = await account.sendResetPasswordEmail(http, {
      email: FX.member.email,
      reset_password_page_url: RESET_PAGE,
      email_template_type: '17shop',
    })
    expect(sent).toEqual({ success: true })
    const [mail] = await mailbox(raw, FX.member.email)
    const link = new URL(mail?.link ?? '')
    expect(`${link.origin}${link.pathname}`).toBe(
      'https://shop.example/stores/sakura-select/forget-password',
    )
    expect(link.searchParams.get('locale')).toBe('ja')
    const token = link.searchParams.get('token') ?? ''
    expect(await account.checkResetPasswordToken(http, token)).toEqual({ is_valid: true })

    expect(await account.resetPassword(http, { token, password: 'brand-new-pass' })).toMatchObject({
      ok: true,
    })
    expect(
      await account.login(http, { email: FX.member.email, password: 'brand-new-pass' }),
    ).toMatchObject({ ok: true })
    expect(
      await account.login(http, { email: FX.member.email, password: FX.member.password }),
    ).toMatchObject({ ok: false })

    expect(await account.checkResetPasswordToken(http, token)).toEqual({ is_valid: false })
    const again = await account.resetPassword(http, { token, password: 'another-pass' })
    expect(again).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { token: [expect.any(String)] } },
    })
    expect(reports).toEqual([])
  })

  it('the fixture tokens: reset-valid is valid, reset-expired and strangers are not', async () => {
    const { http } = accountSandbox().client()
    expect(await account.checkResetPasswordToken(http, FX.tokens.resetValid)).toEqual({
      is_valid: true,
    })
    expect(await account.checkResetPasswordToken(http, FX.tokens.resetExpired)).toEqual({
      is_valid: false,
    })
    expect(await account.checkResetPasswordToken(http, 'no/such token')).toEqual({
      is_valid: false,
    })
    const expired = await account.resetPassword(http, {
      token: FX.tokens.resetExpired,
      password: 'long-enough',
    })
    expect(expired).toMatchObject({ ok: false, error: { code: 'VALIDATION_EXCEPTION' } })
  })

  it('a too-short new password is refused and the token stays usable', async () => {
    const { http } = accountSandbox().client()
    const result = await account.resetPassword(http, {
      token: FX.tokens.resetValid,
      password: 'short',
    })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_EXCEPTION', data: { password: [expect.any(String)] } },
    })
    expect(await account.checkResetPasswordToken(http, FX.tokens.resetValid)).toEqual({
      is_valid: true,
    })
  })

  it('an unknown e-mail gets the same answer, and nothing is sent', async () => {
    const { client, raw } = accountSandbox()
    const body = {
      email: 'nobody@example.com',
      reset_password_page_url: RESET_PAGE,
      email_template_type: '17shop',
    } as const
    expect(await account.sendResetPasswordEmail(client().http, body)).toEqual({ success: true })
    expect(await mailbox(raw)).toEqual([])
  })

  it('POST /__sandbox/reset empties the mailbox', async () => {
    const { client, raw } = accountSandbox()
    await account.sendResetPasswordEmail(client().http, {
      email: FX.member.email,
      reset_password_page_url: RESET_PAGE,
      email_template_type: '17shop',
    })
    expect(await mailbox(raw)).toHaveLength(1)
    await raw('/__sandbox/reset', { method: 'POST' })
    expect(await mailbox(raw)).toEqual([])
  })
})
