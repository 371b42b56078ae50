import { Hono } from 'hono'
import type { Db } from '../db/db'
import { VERIFY_PATH } from './mailbox'

/**
 * Controls for the e-mails the sandbox "sent", mounted at `/__sandbox` beside the other controls
 * (never faulted). See docs/sandbox-api/accounts.md.
 */
export function mailboxRoutes(db: Db) {
  const verifyPath = VERIFY_PATH.replace(/^\/__sandbox/, '')
  return (
    new Hono()
      // Oldest first; `?to=` keeps one recipient's (any case).
      .get('/mailbox', (c) => {
        const to = c.req.query('to')?.trim().toLowerCase()
        const mails = [...db.mails.values()]
          .filter((mail) => !mail.seeded)
          .filter((mail) => to === undefined || mail.to.toLowerCase() === to)
          .sort((a, b) => a.id - b.id)
        return c.json({ mails })
      })
      // The verification link: the address is confirmed, then on to the page the e-mail named.
      .get(`${verifyPath}/:token`, (c) => {
        const token = c.req.param('token')
        const mail = [...db.mails.values()].find(
          (row) => row.kind === 'verification' && row.token === token,
        )
        const user = mail && mail.user_id !== null ? db.users.get(mail.user_id) : undefined
        if (!user) return c.json({ code: 'NOT_FOUND', message: 'No such verification link.' }, 404)
        user.is_email_verified = true
        const next = c.req.query('next')
        // Only on to a web page: the link must not become a way to open anything else.
        return next !== undefined && /^https?:\/\//i.test(next)
          ? c.redirect(next, 302)
          : c.json({ verified: true })
      })
  )
}
