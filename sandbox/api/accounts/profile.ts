import type { Hono } from 'hono'
import { accountCalls as v2 } from '../../../src/api/schemas/calls/marketplace-v2/account'
import { sessionCalls as v1 } from '../../../src/api/schemas/calls/live-shop-v1/session'
import type { ChangePasswordErrorCode } from '../../../src/api/schemas/error-codes'
import type { Db } from '../../db/db'
import type { UserRow } from '../../db/types/people'
import { liveUserView, sessionUserView } from '../../db/views/people'
import { requireUser } from '../../http/auth'
import { fail } from '../../http/errors'
import { parseBody } from '../../http/validate'
import { serve } from '../catalog/contract-route'
import { isTooShort, PASSWORD_TOO_SHORT } from './people'

/**
 * Why a password change is refused, if it is. The request schema lets empty strings through so
 * these codes stay reachable; an account made by single sign-on has no old password to give.
 */
function passwordChangeRefusal(
  user: UserRow,
  oldPassword: string,
  newPassword: string,
): [ChangePasswordErrorCode, string] | null {
  if (user.password !== null && oldPassword === '')
    return ['OLD_PASSWORD_REQUIRED', 'Enter your current password.']
  if (newPassword === '') return ['NEW_PASSWORD_REQUIRED', 'Enter a new password.']
  if (isTooShort(newPassword)) return ['NEW_PASSWORD_TOO_SHORT', PASSWORD_TOO_SHORT]
  if (user.password !== null && user.password !== oldPassword)
    return ['WRONG_PASSWORD', 'The current password is wrong.']
  return null
}

/** The logged-in user's own account: password, profile (v2) and the live-shop user (v1). */
export function serveProfile(app: Hono, db: Db): void {
  serve(app, v2.changePassword, async (c) => {
    const { user } = requireUser(c, db)
    const body = await parseBody(c, v2.changePassword.body)
    const refusal = passwordChangeRefusal(user, body.old_password, body.new_password)
    if (refusal) fail(422, ...refusal)
    user.password = body.new_password
    return { success: true }
  })

  serve(app, v2.updateProfile, async (c) => {
    const { user } = requireUser(c, db)
    const body = await parseBody(c, v2.updateProfile.body)
    if (body.does_age_verify === undefined) {
      Object.assign(user, {
        first_name: body.first_name,
        last_name: body.last_name,
        phone_number: body.phone_number,
      })
    } else {
      user.does_age_verify = body.does_age_verify
    }
    return { data: sessionUserView(user) }
  })

  serve(app, v1.getMe, (c) => ({ data: liveUserView(requireUser(c, db).user) }))

  serve(app, v1.updateMe, async (c) => {
    const { user } = requireUser(c, db)
    const body = await parseBody(c, v1.updateMe.body)
    if (body.is_accept_data_policy !== undefined)
      user.is_accept_data_policy = body.is_accept_data_policy
    if (body.locale !== undefined) user.locale = body.locale
    return { data: liveUserView(user) }
  })
}
