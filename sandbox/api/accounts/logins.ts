import type { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { accountCalls as v2 } from '../../../src/api/schemas/calls/marketplace-v2/account'
import { sessionCalls as v1 } from '../../../src/api/schemas/calls/live-shop-v1/session'
import type { LoginErrorCode } from '../../../src/api/schemas/error-codes'
import type { Db } from '../../db/db'
import { FX } from '../../db/fixtures'
import { createGuest, issueSellerSession, issueUserSession } from '../../db/sessions'
import { guestView, sessionUserView } from '../../db/views/people'
import { guestOf, sessionOf } from '../../http/auth'
import { fail } from '../../http/errors'
import { parseBody } from '../../http/validate'
import { orderMailFor } from '../../mailbox/mailbox'
import { idParam, serve } from '../catalog/contract-route'
import { userByEmail } from './people'

/** Login's 401 is `{ report_type }`, not the usual `{ code }` (docs/errors.md#login). */
function refuseLogin(reportType: LoginErrorCode, message: string): never {
  throw new HTTPException(401, {
    res: Response.json({ report_type: reportType, message }, { status: 401 }),
  })
}

/** Logins and who-am-I: each login issues a fresh bearer session that later calls accept. */
export function serveLogins(app: Hono, db: Db): void {
  serve(app, v2.login, async (c) => {
    const body = await parseBody(c, v2.login.body)
    if (body.passport_token !== undefined) {
      const user = [...db.users.values()].find((row) => row.passport_token === body.passport_token)
      if (!user)
        refuseLogin(
          'PASSPORT_TOKEN_EXPIRED_OR_INVALID',
          'The passport token is expired or invalid.',
        )
      return { success: true, handsup_token: issueUserSession(db, user.id).token }
    }
    const user = userByEmail(db, body.email)
    // An account made by single sign-on has no password, so no password can open it.
    if (!user || user.password === null || user.password !== body.password) {
      refuseLogin('EMAIL_OR_PASSWORD_INCORRECT', 'The e-mail or password is incorrect.')
    }
    return { success: true, handsup_token: issueUserSession(db, user.id).token }
  })

  serve(app, v2.getMe, (c) => {
    const session = sessionOf(c, db)
    const guest = guestOf(c, db)
    return {
      user: session?.kind === 'user' ? sessionUserView(session.user) : null,
      guest: guest ? guestView(guest.guest) : null,
    }
  })

  serve(app, v2.createGuestToken, () => ({ data: guestView(createGuest(db)) }), 201)

  // A guest's order e-mail link: its key answers the guest session that placed the order.
  serve(app, v2.claimGuestOrder, async (c) => {
    const { key } = await parseBody(c, v2.claimGuestOrder.body)
    const orderId = idParam(c, 'id', 'order link')
    const order = orderMailFor(db, orderId, key) && db.orders.get(orderId)
    const guest = order?.owner.startsWith('guest:')
      ? db.guests.get(Number(order.owner.slice(6)))
      : undefined
    if (!guest) fail(404, 'NOT_FOUND', 'No such order link.')
    return { data: guestView(guest) }
  })

  serve(app, v1.sellerLogin, async (c) => {
    const { token } = await parseBody(c, v1.sellerLogin.body)
    const liver = [...db.livers.values()].find((row) => row.sso_token === token)
    if (!liver) fail(401, 'UNAUTHORIZED', 'Unknown seller token.')
    if (liver.login === 'not_whitelisted')
      fail(403, 'LIVER_NOT_IN_WHITELIST', 'This liver may not sell yet.')
    if (liver.login === 'broken')
      fail(500, 'INTERNAL_SYSTEM_ERROR', 'The 17LIVE system did not answer.')
    return { handsup_token: issueSellerSession(db, liver.id).token }
  })

  serve(app, v1.buyerLogin, async (c) => {
    const { token } = await parseBody(c, v1.buyerLogin.body)
    if (token === FX.tokens.buyerBroken)
      fail(500, 'INTERNAL_SYSTEM_ERROR', 'The 17LIVE system did not answer.')
    const user = [...db.users.values()].find((row) => row.sso_token === token)
    if (!user) fail(401, 'UNAUTHORIZED', 'Unknown buyer token.')
    return { handsup_token: issueUserSession(db, user.id).token }
  })
}
