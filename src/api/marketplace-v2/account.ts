/**
 * Marketplace account calls: logging in, registering, the e-mails, password reset and change, and
 * the profile. Calls whose 4xx is something to show (a wrong password, an e-mail taken) return
 * typed results; the rest reject on any failure.
 */
import * as v from 'valibot'
import type { Http } from '../http'
import { accountCalls as calls } from '../schemas/calls/marketplace-v2/account'
import type { BodyOf, QueryOf } from '../schemas/calls/call'
import { LoginUnauthorizedBodySchema } from '../schemas/error-body'
import { contractSpec } from '../shared/contract-spec'

/** Login's 401 says `{ report_type }`; read as `{ code }` like every other error union. */
const LoginErrorSchema = v.pipe(
  LoginUnauthorizedBodySchema,
  v.transform(({ report_type, message }) => ({
    code: report_type,
    ...(message === undefined ? {} : { message }),
  })),
)

/**
 * POST /auth/user/login with e-mail and password or a passport token. A 401 is an answer about
 * the input (EMAIL_OR_PASSWORD_INCORRECT, PASSPORT_TOKEN_EXPIRED_OR_INVALID), not a lost session:
 * it comes back as a result and never runs the logout flow. Keep `data.handsup_token` as the
 * consumer token.
 */
export function login(http: Http, body: BodyOf<typeof calls.login>) {
  return http.result4xx({
    ...contractSpec('v2.login', calls.login, { body }),
    errors: LoginErrorSchema,
    on401: 'answer',
  })
}

/** GET /users/email-exists: whether an account has this e-mail, and whether it is verified. */
export async function emailExists(http: Http, query: QueryOf<typeof calls.emailExists>) {
  return (await http.call(contractSpec('v2.emailExists', calls.emailExists, { query }))).data
}

/** POST /users: a new, unverified member (locale ja). EMAIL_EXIST when the e-mail is taken. */
export function register(http: Http, body: BodyOf<typeof calls.register>) {
  return http.result4xx({
    ...contractSpec('v2.register', calls.register, { body }),
    errors: calls.register.errorBody,
  })
}

/** POST /users/{id}/verification-email: sends the e-mail again. */
export function sendVerificationEmail(
  http: Http,
  userId: number,
  body: BodyOf<typeof calls.sendVerificationEmail>,
) {
  return http.call(
    contractSpec('v2.sendVerificationEmail', calls.sendVerificationEmail, {
      params: { id: userId },
      body,
    }),
  )
}

/** POST /users/reset-password: mails a link to the reset page with the token in its query. */
export function sendResetPasswordEmail(
  http: Http,
  body: BodyOf<typeof calls.sendResetPasswordEmail>,
) {
  return http.call(
    contractSpec('v2.sendResetPasswordEmail', calls.sendResetPasswordEmail, { body }),
  )
}

/** GET /users/reset-password-token/{token}: `is_valid` false for an unknown, used or expired token. */
export async function checkResetPasswordToken(http: Http, token: string) {
  const answer = await http.call(
    contractSpec('v2.checkResetPasswordToken', calls.checkResetPasswordToken, {
      params: { token },
    }),
  )
  return answer.data
}

/** POST /users/reset-password/verify: the new password for the e-mailed token (422 if refused). */
export function resetPassword(http: Http, body: BodyOf<typeof calls.resetPassword>) {
  return http.result4xx({
    ...contractSpec('v2.resetPassword', calls.resetPassword, { body }),
    errors: calls.resetPassword.errorBody,
  })
}

/** POST /me/change-password: OLD_PASSWORD_REQUIRED, WRONG_PASSWORD, NEW_PASSWORD_* as results. */
export function changePassword(http: Http, body: BodyOf<typeof calls.changePassword>) {
  return http.result4xx({
    ...contractSpec('v2.changePassword', calls.changePassword, { body }),
    errors: calls.changePassword.errorBody,
  })
}

/** PUT /me: the name and phone trio, or the age answer alone; answers the updated member. */
export async function updateProfile(http: Http, body: BodyOf<typeof calls.updateProfile>) {
  return (await http.call(contractSpec('v2.updateProfile', calls.updateProfile, { body }))).data
}
