/**
 * The sandbox's outgoing e-mail: nothing leaves the machine; each e-mail is a row of `db.mails`
 * that GET /__sandbox/mailbox lists, with the link a person would click.
 */
import { randomUUID } from 'node:crypto'
import type { EmailTemplateType } from '../../src/api/schemas/requests/auth'
import type { Db } from '../db/db'
import type { MailRow } from '../db/types/mail'
import type { UserRow } from '../db/types/people'

/** Where a verification link leads: the sandbox confirms the address, then sends the person on. */
export const VERIFY_PATH = '/__sandbox/mailbox/verify'

/** `url` with `params` added to its query, keeping what it had (the app's page may carry some). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
  return target.toString()
}

function send(db: Db, mail: Omit<MailRow, 'id' | 'created_at'>): MailRow {
  const row: MailRow = { id: db.nextId('mails'), ...mail, created_at: db.nowIso() }
  db.mails.set(row.id, row)
  return row
}

/**
 * The "confirm your address" e-mail. Like a real API's, its link points at the server (here the
 * origin the call came to), which marks the address verified and redirects to `loginPageUrl`.
 */
export function sendVerificationMail(
  db: Db,
  user: UserRow,
  request: { origin: string; loginPageUrl: string; template: EmailTemplateType },
): MailRow {
  const token = `verify_${randomUUID()}`
  const link = withQuery(`${request.origin}${VERIFY_PATH}/${token}`, { next: request.loginPageUrl })
  return send(db, {
    to: user.email,
    user_id: user.id,
    kind: 'verification',
    template: request.template,
    link,
    token,
  })
}

/** The password-reset e-mail: a new reset token, in the query of the app's reset page. */
export function sendResetPasswordMail(
  db: Db,
  user: UserRow,
  request: { resetPageUrl: string; template: EmailTemplateType },
): MailRow {
  const token = `reset_${randomUUID()}`
  db.resetTokens.set(token, { token, user_id: user.id, valid: true })
  const link = withQuery(request.resetPageUrl, { token })
  return send(db, {
    to: user.email,
    user_id: user.id,
    kind: 'reset_password',
    template: request.template,
    link,
    token,
  })
}
