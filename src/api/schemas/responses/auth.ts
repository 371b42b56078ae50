/** Answers of the account and session calls. */
import * as v from 'valibot'
import { dataOf, IdSchema } from '../common'
import { GuestSchema, SessionUserSchema } from '../session'

/** POST /auth/user/login, 200. (A 401 answers `LoginUnauthorizedBodySchema`.) */
export const LoginResponseSchema = v.object({ success: v.boolean(), handsup_token: v.string() })
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

/** GET /users/email-exists: `user_id` is null when no account has the e-mail. */
export const EmailExistsResponseSchema = dataOf(
  v.object({
    is_handsup_user: v.boolean(),
    email_exists: v.boolean(),
    is_email_verified: v.boolean(),
    user_id: v.nullable(IdSchema),
  }),
)
export type EmailExistsResponse = v.InferOutput<typeof EmailExistsResponseSchema>

/** POST /users. */
export const RegisterResponseSchema = v.object({ success: v.boolean(), user_id: IdSchema })
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>

/** GET /users/reset-password-token/{token}. */
export const ResetPasswordTokenResponseSchema = dataOf(v.object({ is_valid: v.boolean() }))

/**
 * GET /live-web/me: who the tokens sent belong to; either may be null. Not wrapped (see
 * ../calls/call.ts).
 */
export const MeResponseSchema = v.object({
  user: v.nullable(SessionUserSchema),
  guest: v.nullable(GuestSchema),
})
export type MeResponse = v.InferOutput<typeof MeResponseSchema>

/** POST /guest/token. */
export const GuestTokenResponseSchema = dataOf(GuestSchema)

/** POST /seller/login and /buyer/login (live shop): the session token for the bearer header. */
export const HandsupTokenResponseSchema = v.object({ handsup_token: v.string() })
export type HandsupTokenResponse = v.InferOutput<typeof HandsupTokenResponseSchema>
