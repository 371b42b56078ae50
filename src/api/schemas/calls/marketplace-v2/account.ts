/** Marketplace v2 account and session calls. Wrapping rule: see ../call.ts. */
import * as v from 'valibot'
import { dataOf, SuccessSchema } from '../../common'
import * as errors from '../../error-body'
import { SessionUserSchema } from '../../session'
import * as auth from '../../requests/auth'
import { ProfileUpdateRequestSchema } from '../../requests/profile'
import * as answers from '../../responses/auth'
import type { CallContract } from '../call'

import { MARKETPLACE_V2_PREFIX as V2 } from '../prefixes'

export const accountCalls = {
  /** A 401 answers `{ report_type }`: call it with the 4xx-as-result client, not the logout one. */
  login: {
    method: 'POST',
    path: `${V2}/auth/user/login`,
    body: auth.LoginRequestSchema,
    response: answers.LoginResponseSchema,
    errorBody: errors.LoginUnauthorizedBodySchema,
  },
  emailExists: {
    method: 'GET',
    path: `${V2}/users/email-exists`,
    query: auth.EmailExistsQuerySchema,
    response: answers.EmailExistsResponseSchema,
  },
  register: {
    method: 'POST',
    path: `${V2}/users`,
    body: auth.RegisterRequestSchema,
    response: answers.RegisterResponseSchema,
    /** EMAIL_EXIST, or a 422 naming a field the server refused (a password it finds too short). */
    errorBody: v.variant('code', [
      errors.ValidationErrorBodySchema,
      errors.RegisterErrorBodySchema,
    ]),
  },
  sendVerificationEmail: {
    method: 'POST',
    path: `${V2}/users/:id/verification-email`,
    body: auth.VerificationEmailRequestSchema,
    response: SuccessSchema,
  },
  sendResetPasswordEmail: {
    method: 'POST',
    path: `${V2}/users/reset-password`,
    body: auth.ResetPasswordEmailRequestSchema,
    response: SuccessSchema,
  },
  checkResetPasswordToken: {
    method: 'GET',
    path: `${V2}/users/reset-password-token/:token`,
    response: answers.ResetPasswordTokenResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: `${V2}/users/reset-password/verify`,
    body: auth.ResetPasswordVerifyRequestSchema,
    response: SuccessSchema,
    /** 422 when the token is used or expired, or the password is under the minimum. */
    errorBody: errors.ValidationErrorBodySchema,
  },
  getMe: { method: 'GET', path: `${V2}/live-web/me`, response: answers.MeResponseSchema },
  createGuestToken: {
    method: 'POST',
    path: `${V2}/guest/token`,
    response: answers.GuestTokenResponseSchema,
  },
  /** 404 NOT_FOUND for a key that is not this order's (or an order no guest placed). */
  claimGuestOrder: {
    method: 'POST',
    path: `${V2}/guest/orders/:id/access`,
    body: auth.GuestOrderAccessRequestSchema,
    response: answers.GuestTokenResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: `${V2}/me/change-password`,
    body: auth.ChangePasswordRequestSchema,
    response: SuccessSchema,
    errorBody: errors.ChangePasswordErrorBodySchema,
  },
  updateProfile: {
    method: 'PUT',
    path: `${V2}/me`,
    body: ProfileUpdateRequestSchema,
    response: dataOf(SessionUserSchema),
  },
} as const satisfies Record<string, CallContract>
