/**
 * The sandbox's outgoing e-mail: nothing leaves the machine; each e-mail is a row of `db.mails`
 * that GET /__sandbox/mailbox lists, with the link a person would click.
 */
import { randomUUID } from 'node:crypto'
import type { EmailTemplateType } from '../../src/api/schemas/requests/auth'
import type { Db } from '../db/db'
import type { OrderRow } from '../db/types/commerce'
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

/**
 * The order e-mail a real server sends once an order is placed, to the order's address. Its link
 * opens the order's page in the app at `origin`: a member's after logging in; a guest's (who
 * cannot log in or list orders) carries an unguessable access key, which
 * POST /api/v2/guest/orders/{id}/access exchanges for the guest session that placed the order.
 */
export function sendOrderMail(db: Db, order: OrderRow, origin: string): MailRow | null {
  const store = db.stores.get(order.store_id)
  if (!order.email || !store) return null
  const userId = order.owner.startsWith('user:') ? Number(order.owner.slice(5)) : null
  const page =
    store.kind === 'live'
      ? `${origin}/17shop/orders/${order.id}`
      : `${origin}/stores/${store.slug}/marketplace/orders/${order.id}`
  const token = userId === null ? `order_${randomUUID()}` : ''
  return send(db, {
    to: order.email,
    user_id: userId,
    kind: 'order',
    template: null,
    link: token ? withQuery(page, { key: token }) : page,
    token,
    order_id: order.id,
  })
}

/** The guest order e-mail whose key opens `orderId`, if `key` is one. */
export function orderMailFor(db: Db, orderId: number, key: string): MailRow | undefined {
  return [...db.mails.values()].find(
    (mail) =>
      mail.kind === 'order' && mail.order_id === orderId && mail.token !== '' && mail.token === key,
  )
}
