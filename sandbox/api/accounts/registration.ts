import type { Context, Hono } from 'hono'
import { accountCalls as v2 } from '../../../src/api/schemas/calls/marketplace-v2/account'
import type { Db } from '../../db/db'
import { userAvatarUrl } from '../../db/images'
import type { UserRow } from '../../db/types/people'
import { fail, found } from '../../http/errors'
import { parseBody, parseQuery, validationError } from '../../http/validate'
import { sendResetPasswordMail, sendVerificationMail } from '../../mailbox/mailbox'
import { idParam, serve } from '../catalog/contract-route'
import { checkPasswordLength, userByEmail } from './people'

const originOf = (c: Context) => new URL(c.req.url).origin

/** Finding out about an e-mail, registering, the verification e-mail and the password reset. */
export function serveRegistration(app: Hono, db: Db): void {
  serve(app, v2.emailExists, (c) => {
    const { email } = parseQuery(c, v2.emailExists.query)
    const user = userByEmail(db, email)
    return {
      data: {
        // A handsup account opens with e-mail and password; a single sign-on one has none.
        is_handsup_user: user !== undefined && user.password !== null,
        email_exists: user !== undefined,
        is_email_verified: user?.is_email_verified ?? false,
        user_id: user?.id ?? null,
      },
    }
  })

  serve(
    app,
    v2.register,
    async (c) => {
      const body = await parseBody(c, v2.register.body)
      if (userByEmail(db, body.email))
        fail(409, 'EMAIL_EXIST', 'An account already has this e-mail.')
      checkPasswordLength(body.password)
      const id = db.nextId('users')
      const user: UserRow = {
        id,
        email: body.email,
        password: body.password,
        first_name: body.first_name,
        last_name: body.last_name,
        phone_number: null,
        avatar_url: userAvatarUrl(id),
        does_age_verify: null,
        is_email_verified: false,
        locale: body.locale,
        user_id_17: `17-user-${String(id).padStart(6, '0')}`,
        register_region: null,
        is_accept_data_policy: false,
        sso_token: null,
        passport_token: null,
      }
      db.users.set(id, user)
      sendVerificationMail(db, user, {
        origin: originOf(c),
        loginPageUrl: body.login_page_url,
        template: body.email_template_type,
      })
      return { success: true, user_id: id }
    },
    201,
  )

  serve(app, v2.sendVerificationEmail, async (c) => {
    const user = found(db.users.get(idParam(c, 'id', 'user')), 'user')
    const body = await parseBody(c, v2.sendVerificationEmail.body)
    sendVerificationMail(db, user, {
      origin: originOf(c),
      loginPageUrl: body.login_page_url,
      template: body.email_template_type,
    })
    return { success: true }
  })

  // The same answer whether or not an account has the e-mail: only its owner learns anything.
  serve(app, v2.sendResetPasswordEmail, async (c) => {
    const body = await parseBody(c, v2.sendResetPasswordEmail.body)
    const user = userByEmail(db, body.email)
    if (user)
      sendResetPasswordMail(db, user, {
        resetPageUrl: body.reset_password_page_url,
        template: body.email_template_type,
      })
    return { success: true }
  })

  serve(app, v2.checkResetPasswordToken, (c) => ({
    data: { is_valid: db.resetTokens.get(c.req.param('token') ?? '')?.valid === true },
  }))

  serve(app, v2.resetPassword, async (c) => {
    const body = await parseBody(c, v2.resetPassword.body)
    const reset = db.resetTokens.get(body.token)
    const user = reset?.valid ? db.users.get(reset.user_id) : undefined
    if (!reset || !user)
      throw validationError({ token: ['This password reset link is invalid or has expired.'] })
    checkPasswordLength(body.password)
    user.password = body.password
    // A reset link works once.
    reset.valid = false
    return { success: true }
  })
}
