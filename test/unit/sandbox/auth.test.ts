import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../../sandbox/db/db'
import { FX } from '../../../sandbox/db/fixtures'
import { issueUserSession } from '../../../sandbox/db/sessions'
import {
  auth,
  requireBuyer,
  requireSeller,
  requireUser,
  type AuthEnv,
} from '../../../sandbox/http/auth'

const db = createDb()
const app = new Hono()
  .get('/user', (c) => c.json({ id: requireUser(c, db).user.id }))
  .get('/buyer', (c) => c.json({ owner: requireBuyer(c, db).owner }))
  .get('/seller', (c) => c.json({ liver: requireSeller(c, db).liver.id }))
  .route(
    '/mw',
    new Hono<AuthEnv>()
      .use('*', auth(db, 'user'))
      .get('/me', (c) => c.json({ kind: c.get('principal').kind })),
  )

const call = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers })
  return { status: res.status, body: (await res.json()) as unknown }
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const guest = (token: string) => ({ 'X-Guest-Authorization': `Bearer ${token}` })

describe('auth helpers', () => {
  it('accept the seeded and the issued user sessions', async () => {
    expect(await call('/user', bearer(FX.tokens.sessionMember))).toEqual({
      status: 200,
      body: { id: FX.users.member },
    })
    const issued = issueUserSession(db, FX.users.buyerJp)
    expect(await call('/user', bearer(issued.token))).toEqual({
      status: 200,
      body: { id: FX.users.buyerJp },
    })
    expect((await call('/mw/me', bearer(issued.token))).body).toEqual({ kind: 'user' })
  })

  it('reject a missing, unknown or wrong-kind token with a 401 JSON error', async () => {
    for (const headers of [
      {},
      bearer('nope'),
      bearer(FX.tokens.sessionSellerJp),
      guest(FX.tokens.guest),
    ]) {
      const { status, body } = await call('/user', headers)
      expect(status).toBe(401)
      expect(body).toMatchObject({ code: 'UNAUTHORIZED' })
    }
    expect((await call('/mw/me')).status).toBe(401)
  })

  it('let a guest or a user own a cart, the user first', async () => {
    expect((await call('/buyer', guest(FX.tokens.guest))).body).toEqual({
      owner: `guest:${FX.guests.fixture}`,
    })
    const both = { ...bearer(FX.tokens.sessionMember), ...guest(FX.tokens.guest) }
    expect((await call('/buyer', both)).body).toEqual({ owner: `user:${FX.users.member}` })
    expect((await call('/buyer', guest('stale'))).status).toBe(401)
    // An invalid member token is a 401 even with a good guest token: the client must log out.
    expect((await call('/buyer', { ...bearer('stale'), ...guest(FX.tokens.guest) })).status).toBe(
      401,
    )
    expect((await call('/buyer')).status).toBe(401)
  })

  it('tell sellers from buyers', async () => {
    expect(await call('/seller', bearer(FX.tokens.sessionSellerJp))).toEqual({
      status: 200,
      body: { liver: FX.livers.jp },
    })
    expect((await call('/seller', bearer(FX.tokens.sessionBuyerJp))).status).toBe(401)
  })

  it('stop accepting a token once its session is gone (reset drops issued sessions)', async () => {
    const issued = issueUserSession(db, FX.users.member)
    db.reset()
    expect((await call('/user', bearer(issued.token))).status).toBe(401)
    expect((await call('/user', bearer(FX.tokens.sessionMember))).status).toBe(200)
  })
})
