/** Account requests (marketplace v2) and the live shop's token logins. */
import * as v from 'valibot'
import { EmailSchema, NonEmptyStringSchema, UrlSchema } from '../common'
import { absent, PasswordSchema } from './absent'

/** Login: e-mail and password, or a 17LIVE passport token; never both. */
export const LoginRequestSchema = v.union([
  v.object({ email: EmailSchema, password: PasswordSchema, passport_token: absent }),
  v.object({ passport_token: NonEmptyStringSchema, email: absent, password: absent }),
])
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>

export const REGISTER_FROM = ['web_live', 'web_market', 'web_marketplace', 'web_seller'] as const
export const RegisterFromSchema = v.picklist(REGISTER_FROM)

/** Which brand's look the e-mails the server sends should have. */
export const EMAIL_TEMPLATE_TYPES = ['17shop', 'handsup'] as const
export const EmailTemplateTypeSchema = v.picklist(EMAIL_TEMPLATE_TYPES)
export type EmailTemplateType = v.InferOutput<typeof EmailTemplateTypeSchema>

export const RegisterRequestSchema = v.object({
  first_name: NonEmptyStringSchema,
  last_name: NonEmptyStringSchema,
  email: EmailSchema,
  password: PasswordSchema,
  /** Registration happens in the Japanese marketplace only. */
  locale: v.literal('ja', 'The locale must be ja'),
  register_from: RegisterFromSchema,
  /** Where the verification e-mail's link leads. */
  login_page_url: UrlSchema,
  email_template_type: EmailTemplateTypeSchema,
})
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>

/** POST /users/{id}/verification-email. */
export const VerificationEmailRequestSchema = v.object({
  login_page_url: UrlSchema,
  email_template_type: EmailTemplateTypeSchema,
})
export type VerificationEmailRequest = v.InferOutput<typeof VerificationEmailRequestSchema>

/** POST /users/reset-password: sends the reset e-mail. */
export const ResetPasswordEmailRequestSchema = v.object({
  email: EmailSchema,
  reset_password_page_url: UrlSchema,
  email_template_type: EmailTemplateTypeSchema,
})
export type ResetPasswordEmailRequest = v.InferOutput<typeof ResetPasswordEmailRequestSchema>

/** POST /users/reset-password/verify: the new password and the token from the e-mail. */
export const ResetPasswordVerifyRequestSchema = v.object({
  password: PasswordSchema,
  token: NonEmptyStringSchema,
})
export type ResetPasswordVerifyRequest = v.InferOutput<typeof ResetPasswordVerifyRequestSchema>

/**
 * POST /me/change-password. Both are plain strings, empty allowed: the server owns these rules and
 * answers OLD_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED and NEW_PASSWORD_TOO_SHORT
 * (docs/errors.md#change-password); rejecting them here would turn those codes into an unreachable
 * 422. Forms may check more.
 */
export const ChangePasswordRequestSchema = v.object({
  old_password: v.string(),
  new_password: v.string(),
})
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>

/** POST /seller/login and /buyer/login (live shop): the single sign-on token from the query. */
export const TokenLoginRequestSchema = v.object({ token: NonEmptyStringSchema })
export type TokenLoginRequest = v.InferOutput<typeof TokenLoginRequestSchema>

/** GET /users/email-exists?email=. */
export const EmailExistsQuerySchema = v.object({ email: EmailSchema })

/**
 * POST /guest/orders/{id}/access: the key in a guest's order e-mail link. The server answers the
 * guest session that placed the order, so the link opens that order in any browser.
 */
export const GuestOrderAccessRequestSchema = v.object({ key: NonEmptyStringSchema })
export type GuestOrderAccessRequest = v.InferOutput<typeof GuestOrderAccessRequestSchema>
